/**
 * Draws the first page of a PDF on a canvas with pdfjs-dist (loaded on demand, worker from
 * this origin: the CSP allows it). Phones — Android Chrome above all — show no PDF inside an
 * iframe, so the booking sheet preview is drawn instead; the iframe is only the fallback.
 */

/** Renders page 1 of the PDF at `url` into `canvas`, `cssWidth` px wide (sharp on HiDPI). */
export async function renderFirstPage(
  url: string,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<void> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
  } finally {
    await doc.destroy();
  }
}
