/**
 * Reminder, single-message and SMS side-box routes (spec 000 §2, §4, §5), from
 * `@shared/contracts/reminders`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/reminders';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { smsProviderFromConfig } from '@server/integrations/sms-provider';
import { notifyEvent, publishCampaignEvents } from '@server/live/publish';
import { presentCampaign, presentMessage } from '@server/domain/messaging/presenter';
import { campaignWithCounts } from '@server/domain/messaging/service';
import { publicBase } from '@server/http/host-check';
import { customerLinkKey, type CustomerLinks } from '@server/domain/customer-links';
import { queueReminders, reminderCandidates } from '@server/domain/reminders/service';
import { stopLinksOf } from '@server/domain/stop-links';
import {
  appointmentWhatsapp,
  recordAppointmentWhatsapp,
  sendAppointmentSms,
  smsSummary,
} from '@server/domain/reminders/single';

export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  /**
   * A `day` event for every desk, the writing tab included (no origin): these routes change
   * appointments the tab's own grid cache knows nothing about (reminder marks, readySentAt).
   */
  const dayChanged = (req: FastifyRequest, workshopId: number, date: string) =>
    notifyEvent(app.deps.database, { workshopId, type: 'day', date }, (err) =>
      req.log.warn({ err }, 'grid event not published'),
    );
  const provider = smsProviderFromConfig(app.deps.config, app.log);
  const links: CustomerLinks = {
    key: customerLinkKey(app.deps.config.SESSION_SECRET),
    base: publicBase(app.deps.config),
  };
  const stops = stopLinksOf(app);

  route(app, contract.getReminders, async ({ params, query }, req) => {
    const { templateEmpty: _, ...preview } = await reminderCandidates(db, {
      workshopId: workshopIdOf(req),
      date: params.date,
      channel: query.channel,
      links,
      stops,
    });
    return preview;
  });

  route(app, contract.queueReminders, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const done = await queueReminders(db, {
      workshopId,
      date: params.date,
      channel: body.channel,
      links,
      stops,
    });
    let campaign = null;
    if (done.campaign) {
      const { row, counts } = await campaignWithCounts(
        db,
        workshopId,
        body.channel,
        done.campaign.id,
      );
      campaign = presentCampaign(row, counts);
      await publishCampaignEvents(req, workshopId, body.channel, [row.id]);
    }
    if (done.changedDate) await dayChanged(req, workshopId, done.changedDate);
    return {
      campaign,
      queued: done.queued,
      alreadyQueued: done.alreadyQueued,
      invalidPhones: done.invalidPhones,
      skippedOptOut: done.skippedOptOut,
      notice: done.notice,
    };
  });

  route(app, contract.sendAppointmentSms, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await sendAppointmentSms(db, workshopId, params.id, body.kind);
    await publishCampaignEvents(req, workshopId, 'sms', [row.campaignId]);
    return { message: presentMessage(row) };
  });

  route(app, contract.appointmentWhatsapp, async ({ params, query }, req) =>
    appointmentWhatsapp(db, workshopIdOf(req), params.id, query.kind),
  );

  route(app, contract.recordAppointmentWhatsapp, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const done = await recordAppointmentWhatsapp(db, workshopId, params.id, body.kind);
    if (done.readySentAt) await dayChanged(req, workshopId, done.date);
    return { readySentAt: done.readySentAt };
  });

  route(app, contract.smsSummary, async (_args, req) =>
    smsSummary(db, workshopIdOf(req), provider),
  );
}
