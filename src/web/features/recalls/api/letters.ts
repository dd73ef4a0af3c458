/** Letter model endpoints (`@shared/contracts/letters`) and the model image loader. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BASE_MODEL,
  deleteLetterModel,
  getLetterModel,
  listLetterModels,
  selectLetterModel,
  uploadLetterModel,
} from '@shared/contracts/letters';
import { call } from '@web/lib/api-client';
import { recallKeys } from '../keys';

/** URL of the built-in model (served with the web app). */
export const BASE_MODEL_URL = `${import.meta.env.BASE_URL ?? '/'}letters/${BASE_MODEL}`;

export const letterModelsQueryOptions = () =>
  queryOptions({ queryKey: recallKeys.letterModels(), queryFn: () => call(listLetterModels) });

function useLetterMutation<T, R>(fn: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: recallKeys.letterModels() }),
  });
}

export const useUploadLetterModel = () =>
  useLetterMutation((body: { name: string; mime: 'image/png' | 'image/jpeg'; data: string }) =>
    call(uploadLetterModel, { body }),
  );
export const useDeleteLetterModel = () =>
  useLetterMutation((id: number) => call(deleteLetterModel, { params: { id } }));
export const useSelectLetterModel = () =>
  useLetterMutation((name: string) => call(selectLetterModel, { body: { name } }));

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** The selected model's image bytes (base.png from the web app when none is chosen). */
export async function loadSelectedModel(): Promise<{
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg';
}> {
  const { models, selected } = await call(listLetterModels);
  const model = models.find((m) => m.name === selected);
  if (model) {
    const res = await call(getLetterModel, { params: { id: model.id } });
    return { bytes: fromBase64(res.data), mime: res.model.mime };
  }
  const res = await fetch(BASE_MODEL_URL);
  return { bytes: new Uint8Array(await res.arrayBuffer()), mime: 'image/png' };
}

/** Base64 of a file's bytes (for the upload's JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 8192)
    bin += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(bin);
}
