/**
 * Letter models (spec 001 §2 impostazioni_lettere, §3 config_lettera, §4, §5, §8): images in
 * `letter_models` per workshop (bytea), the selection in settings `lettera`. Every
 * statement carries the workshop; another workshop's id is a 404.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { BASE_MODEL, LETTER_MODEL_MAX_BYTES, type LetterModel } from '@shared/contracts/letters';
import { RECALLS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { letterModels } from '@server/db/schema';
import { AppError, badRequest, notFound, registerUniqueError } from '@server/http/errors';
import { getSettings, saveSettings } from '@server/domain/settings';

registerUniqueError(
  'letter_models_name_uq',
  () => new AppError(409, 'conflict', RECALLS_MSG.duplicateLetterModel),
);

const columns = {
  id: letterModels.id,
  name: letterModels.name,
  mime: letterModels.mime,
  size: sql<number>`octet_length(${letterModels.data})::int`,
  createdAt: letterModels.createdAt,
};

/** The models (by name) and the selected name; a selection whose model is gone reads base.png. */
export async function listModels(db: DbOrTx, workshopId: number) {
  const [models, lettera] = await Promise.all([
    db
      .select(columns)
      .from(letterModels)
      .where(eq(letterModels.workshopId, workshopId))
      .orderBy(asc(letterModels.name)),
    getSettings(db, workshopId, 'lettera'),
  ]);
  const chosen = lettera.modello_selezionato;
  const selected = models.some((m) => m.name === chosen) ? chosen : BASE_MODEL;
  return { models: models as LetterModel[], selected };
}

const key = (workshopId: number, id: number) =>
  and(eq(letterModels.workshopId, workshopId), eq(letterModels.id, id));

export async function getModel(db: DbOrTx, workshopId: number, id: number) {
  const [row] = await db.select().from(letterModels).where(key(workshopId, id));
  if (!row) throw notFound(RECALLS_MSG.letterModelNotFound);
  const { data, workshopId: _, ...rest } = row;
  return {
    model: { ...rest, size: data.length } as LetterModel,
    data: Buffer.from(data).toString('base64'),
  };
}

/** True when `bytes` start like a PNG or a JPEG of the declared type. */
export function looksLike(mime: 'image/png' | 'image/jpeg', bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (mime === 'image/png') return png.every((b, i) => bytes[i] === b);
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export async function uploadModel(
  db: DbOrTx,
  workshopId: number,
  input: { name: string; mime: 'image/png' | 'image/jpeg'; data: string },
) {
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > LETTER_MODEL_MAX_BYTES) throw badRequest(RECALLS_MSG.letterModelTooBig);
  if (!looksLike(input.mime, bytes)) throw badRequest(RECALLS_MSG.letterModelType);
  const [row] = await db
    .insert(letterModels)
    .values({ workshopId, name: input.name, mime: input.mime, data: bytes })
    .returning({ id: letterModels.id });
  const [model] = await db.select(columns).from(letterModels).where(key(workshopId, row!.id));
  return model as LetterModel;
}

/** Deletes a model; when it was the selected one the selection goes back to base.png. */
export async function deleteModel(db: DbOrTx, workshopId: number, id: number) {
  return withTransaction(db, async (tx) => {
    const [gone] = await tx
      .delete(letterModels)
      .where(key(workshopId, id))
      .returning({ name: letterModels.name });
    if (!gone) throw notFound(RECALLS_MSG.letterModelNotFound);
    const lettera = await getSettings(tx, workshopId, 'lettera');
    if (lettera.modello_selezionato === gone.name)
      await saveSettings(tx, workshopId, 'lettera', { modello_selezionato: BASE_MODEL });
    return listModels(tx, workshopId);
  });
}

/** Selects `name` (a model of the workshop, or base.png). */
export async function selectModel(db: DbOrTx, workshopId: number, name: string) {
  if (name !== BASE_MODEL) {
    const [hit] = await db
      .select({ id: letterModels.id })
      .from(letterModels)
      .where(and(eq(letterModels.workshopId, workshopId), eq(letterModels.name, name)));
    if (!hit) throw notFound(RECALLS_MSG.letterModelNotFound);
  }
  await saveSettings(db, workshopId, 'lettera', { modello_selezionato: name });
  return listModels(db, workshopId);
}
