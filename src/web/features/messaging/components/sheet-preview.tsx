/**
 * The booking sheet preview: page 1 drawn on a canvas (pdfjs, `lib/render-pdf`), scaled to
 * the popup's width; when drawing fails, the browser's own viewer in an iframe.
 */
import { useEffect, useRef, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { renderFirstPage } from '../lib/render-pdf';
import { MESSAGING_TEXTS as T } from '../texts';
import classes from './messaging.module.css';

export function SheetPreview({ src }: { src: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    let live = true;
    const width = box.current?.clientWidth ?? 600;
    if (!canvas.current) return;
    renderFirstPage(src, canvas.current, Math.max(200, width - 2))
      .then(() => live && setState('drawn'))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [src]);

  if (state === 'failed')
    return <iframe className={classes.sheetPreview} src={src} title={T.sheetPreview} />;
  return (
    // Focusable: the page scrolls inside the box, so keyboard users must reach it.
    <div
      ref={box}
      className={classes.sheetCanvasBox}
      data-state={state}
      tabIndex={0}
      role="region"
      aria-label={T.sheetPreviewBox}
    >
      {state === 'drawing' && (
        <Center h={200}>
          <Loader role="status" size="sm" aria-label={T.loading} />
        </Center>
      )}
      <canvas ref={canvas} role="img" aria-label={T.sheetPreview} hidden={state !== 'drawn'} />
    </div>
  );
}
