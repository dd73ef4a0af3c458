/**
 * Booking sheet routes (`@shared/contracts/booking-sheet`, spec 000 §2, §7): the signed link
 * and its SMS for the workshop, and the public PDF behind the link. Links are absolute on
 * PUBLIC_URL (http/host-check.ts), never on the request's `Host`.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/booking-sheet';
import { workshopIdOf } from '@server/auth/guard';
import { publicBase } from '@server/http/host-check';
import { route } from '@server/http/route';
import { publishCampaignEvents } from '@server/live/publish';
import { presentMessage } from '@server/domain/messaging/presenter';
import { sendSheetSms, sheetLink, sheetPdf } from './service';
import { sheetKey } from '@server/domain/link-tokens';

export async function bookingSheetRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const key = sheetKey(app.deps.config.SESSION_SECRET);
  // `sheetLink` appends its own `/…` path to the origin.
  const origin = publicBase(app.deps.config).replace(/\/$/, '');

  route(app, contract.createBookingSheetLink, async ({ params }, req) => {
    const link = await sheetLink(db, key, workshopIdOf(req), params.id, origin);
    return { url: link.url, expiresAt: link.expiresAt, text: link.text };
  });

  route(app, contract.sendBookingSheetSms, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const { row, url } = await sendSheetSms(db, key, workshopId, params.id, body.phone, origin);
    await publishCampaignEvents(req, workshopId, 'sms', [row.campaignId]);
    return { message: presentMessage(row), url };
  });

  route(app, contract.getBookingSheet, async ({ params }, _req, reply) => {
    const pdf = await sheetPdf(db, key, params.token);
    await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="foglio-prenotazione.pdf"')
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(Buffer.from(pdf));
  });
}
