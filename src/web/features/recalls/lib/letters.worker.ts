/**
 * Web Worker building the letters PDF off the page's thread: receives a
 * `LettersJob`, posts `{ type: 'progress', done, total }` and finally `{ type: 'done', pdf }`
 * (the buffer transferred) or `{ type: 'error', message }`. ANNULLA terminates the worker.
 */
import { buildLettersPdf, type LettersJob } from './letters-pdf';

self.onmessage = (e: MessageEvent<LettersJob>) => {
  buildLettersPdf(e.data, (done, total) => self.postMessage({ type: 'progress', done, total }))
    .then((pdf) => {
      const buffer = pdf.buffer as ArrayBuffer;
      (self as unknown as Worker).postMessage({ type: 'done', pdf: buffer }, [buffer]);
    })
    .catch((err: unknown) => self.postMessage({ type: 'error', message: String(err) }));
};
