/**
 * Booking sheet routes (`@shared/contracts/booking-sheet`, spec 000 §2, §7): the signed link
 * and its SMS for the workshop, and the public PDF behind the link. Links are absolute on the
 * address the desk used to reach the server (`req.protocol`/`req.host`, which honour
 * TRUST_PROXY), so they work behind the same proxy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/booking-sheet';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishCampaignEvents } from '@server/live/publish';
import { presentMessage } from '@server/routes/campaigns/presenter';
import { sendSheetSms, sheetLink, sheetPdf } from './service';
import { sheetKey } from './token';

const originOfRequest = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export async function bookingSheetRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const key = sheetKey(app.deps.config.SESSION_SECRET);

  route(app, contract.createBookingSheetLink, async ({ params }, req) => {
    const link = await sheetLink(db, key, workshopIdOf(req), params.id, originOfRequest(req));
    return { url: link.url, expiresAt: link.expiresAt, text: link.text };
  });

  route(app, contract.sendBookingSheetSms, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const { row, url } = await sendSheetSms(
      db,
      key,
      workshopId,
      params.id,
      body.phone,
      originOfRequest(req),
    );
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
