/**
 * Runs a letters PDF job in a Web Worker (or on the page when Workers are missing, e.g.
 * tests), with progress and cancel (ANNULLA terminates the worker at once).
 */
import { buildLettersPdf, type LettersJob } from './letters-pdf';

export type RunningJob = { result: Promise<Uint8Array>; cancel: () => void };

type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; pdf: ArrayBuffer }
  | { type: 'error'; message: string };

/** Starts the job; `result` rejects with an AbortError after `cancel()`. */
export function runLettersJob(
  job: LettersJob,
  onProgress: (done: number, total: number) => void,
): RunningJob {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    return {
      result: buildLettersPdf(job, onProgress, () => cancelled),
      cancel: () => {
        cancelled = true;
      },
    };
  }
  const worker = new Worker(new URL('./letters.worker.ts', import.meta.url), { type: 'module' });
  let reject: (e: unknown) => void = () => {};
  const result = new Promise<Uint8Array>((resolve, rej) => {
    reject = rej;
    worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else {
        worker.terminate();
        if (m.type === 'done') resolve(new Uint8Array(m.pdf));
        else rej(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      rej(new Error(e.message));
    };
  });
  worker.postMessage(job);
  return {
    result,
    cancel: () => {
      worker.terminate();
      reject(new DOMException('Annullato', 'AbortError'));
    },
  };
}
