/**
 * POST /recalls/import with upload progress ("progress shown while it uploads"): through
 * `call()` with `onUploadProgress` (src/web/lib/api-client.ts), so the import has the shared
 * client's offline refusal, error mapping and 401/503 handling.
 */
import { useMutation } from '@tanstack/react-query';
import { importRecalls, type ImportInput } from '@shared/contracts/recall-import';
import type { EndpointResult } from '@shared/contracts/endpoint';
import { campaignKeys } from '@web/data/keys';
import { call } from '@web/lib/api-client';
import { recallKeys } from '../keys';

export type ImportResult = EndpointResult<typeof importRecalls>;

/** Sends the import; `onProgress` gets 0–100 while the body uploads. */
export function uploadImport(
  body: ImportInput,
  onProgress: (percent: number) => void,
): Promise<ImportResult> {
  return call(
    importRecalls,
    { body },
    { onUploadProgress: (fraction) => onProgress(Math.round(fraction * 100)) },
  );
}

/**
 * The import as a mutation: it creates a campaign and its messages, so the messaging
 * feature's lists and SMS box and the recall lists are refreshed in this tab (other desks
 * hear the `campaign` event; this tab's own echo is skipped).
 */
export function useImportRecalls() {
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: ImportInput; onProgress: (p: number) => void }) =>
      uploadImport(body, onProgress),
    meta: { invalidates: [campaignKeys.all(), recallKeys.all()] },
  });
}
