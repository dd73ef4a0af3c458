/**
 * The writes of impostazioni_lettere (spec 001 §2, §8; `@shared/contracts/letters`): upload,
 * delete and select a model. Each refreshes the shared model list (`@web/data/letters`),
 * which the recall feature's Lettere dialog reads too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLetterModel, selectLetterModel, uploadLetterModel } from '@shared/contracts/letters';
import { letterKeys } from '@web/data/keys';
import { call } from '@web/lib/api-client';

function useLetterMutation<T, R>(fn: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: letterKeys.models() }),
  });
}

/** Uploads a model: `data` is the image's base64 (`fileToBase64`). */
export const useUploadLetterModel = () =>
  useLetterMutation((body: { name: string; mime: 'image/png' | 'image/jpeg'; data: string }) =>
    call(uploadLetterModel, { body }),
  );
/** Deletes model `id`; resolves to the list afterwards (`selected` may fall back to base.png). */
export const useDeleteLetterModel = () =>
  useLetterMutation((id: number) => call(deleteLetterModel, { params: { id } }));
/** Stores the selected model's name. */
export const useSelectLetterModel = () =>
  useLetterMutation((name: string) => call(selectLetterModel, { body: { name } }));

/** Base64 of a file's bytes (for the upload's JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 8192)
    bin += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(bin);
}
