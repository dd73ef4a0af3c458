/**
 * POST /recalls/import with upload progress ("progress shown while it
 * uploads"): `fetch` reports no upload progress, so this one call uses XMLHttpRequest, with
 * the URL, headers and error envelope of the shared client.
 */
import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@shared/contracts/endpoint';
import { ORIGIN_HEADER } from '@shared/contracts/events';
import { importRecalls, type ImportInput } from '@shared/contracts/recall-import';
import type { EndpointResult } from '@shared/contracts/endpoint';
import { COMMON_MSG } from '@shared/messages';
import { campaignKeys } from '@web/data/keys';
import { ApiError } from '@web/lib/api-client';
import { TAB_ORIGIN } from '@web/lib/origin';
import { recallKeys } from '../keys';

export type ImportResult = EndpointResult<typeof importRecalls>;

/** Sends the import; `onProgress` gets 0–100 while the body uploads. */
export function uploadImport(
  body: ImportInput,
  onProgress: (percent: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(importRecalls.method, buildUrl(importRecalls, undefined, undefined));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader(ORIGIN_HEADER, TAB_ORIGIN);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', COMMON_MSG.dbConnection));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as ImportResult);
      else {
        const err = (json as { error?: { code?: 'internal'; message?: string } } | null)?.error;
        reject(
          new ApiError(xhr.status, err?.code ?? 'internal', err?.message ?? COMMON_MSG.serverError),
        );
      }
    };
    xhr.send(JSON.stringify(body));
  });
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
