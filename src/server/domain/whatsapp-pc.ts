/**
 * The WhatsApp PC guard (spec 001 §4 bulk sending; docs/MESSAGING.md): only the browser of
 * the workshop's WhatsApp PC (config_tool.id_wa) may claim or report WhatsApp sends. Shared
 * by the WhatsApp leasing (`src/server/routes/whatsapp/service.ts`) and the web bookings'
 * WhatsApp confirmation sweep (`src/server/routes/web-booking/web-list.ts`).
 */
import { MESSAGING_MSG } from '@shared/messages/messaging';
import type { DbOrTx } from '@server/db/client';
import { AppError } from '@server/http/errors';
import { getSettings } from './settings';

/** 409 unless `pcId` is the workshop's WhatsApp PC (config_tool.id_wa). */
export async function assertWhatsappPc(db: DbOrTx, workshopId: number, pcId: string) {
  const tool = await getSettings(db, workshopId, 'tool');
  if (!tool.id_wa || tool.id_wa !== pcId.trim())
    throw new AppError(409, 'wa_not_enabled', MESSAGING_MSG.waNotEnabled);
}
