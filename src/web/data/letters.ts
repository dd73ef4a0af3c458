/**
 * The letter models (contracts in `@shared/contracts/letters`; spec 001 §2
 * impostazioni_lettere, §7 Letter PDF; docs/RECALLS.md "Letters"): edited on the settings
 * feature's impostazioni_lettere, read by the recall feature's Lettere dialog. One cache
 * entry, `letterKeys.models()`.
 */
import { queryOptions } from '@tanstack/react-query';
import { BASE_MODEL, getLetterModel, listLetterModels } from '@shared/contracts/letters';
import { call } from '@web/lib/api-client';
import { letterKeys } from './keys';

/** URL of the built-in model `base.png` (served with the web app). */
export const BASE_MODEL_URL = `${import.meta.env.BASE_URL ?? '/'}letters/${BASE_MODEL}`;

/** Query options of the model list: `{ models: [{ id, name, mime, size }], selected }`. */
export const letterModelsQuery = () =>
  queryOptions({ queryKey: letterKeys.models(), queryFn: () => call(listLetterModels) });

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * The selected model's image bytes, fetched fresh for a print (base.png from the web app
 * when none is chosen). Rejects with `ApiError` when the server refuses.
 */
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
