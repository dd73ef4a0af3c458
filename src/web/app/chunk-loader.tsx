/**
 * The loader shown while a screen's code is downloading. A chunk that has not arrived in
 * `CHUNK_TIMEOUT_MS` (spec 000 §9) is treated as a lost connection: the desk's watcher
 * (`desk-watch.tsx`, `CONNECTION_EVENT`) checks the server and, when it is away, opens the
 * connection-lost page, which comes back to the same route.
 */
import { useEffect } from 'react';
import { PageLoader } from '@web/components/page-loader';
import { CONNECTION_EVENT } from '@web/lib/api-client';

/** How long a screen's code may take to arrive before it counts as a lost connection, ms. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function ChunkLoader() {
  useEffect(() => {
    const timer = setTimeout(
      () => window.dispatchEvent(new Event(CONNECTION_EVENT)),
      CHUNK_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return <PageLoader />;
}
