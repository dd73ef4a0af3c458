/**
 * WhatsApp leasing routes (spec 001 §4, §7, §8, §9), from `@shared/contracts/whatsapp`.
 * Each claim and report publishes a `campaign` event; a reminder's appointment change a
 * grid `day` event; an SMS fallback a `campaign` event of channel `sms` (and wakes the
 * sender through it).
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/whatsapp';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishCampaignEvents, publishGridEvents } from '@server/live/publish';
import { presentCampaign, presentMessage } from '@server/domain/messaging/presenter';
import { campaignWithCounts } from '@server/domain/messaging/service';
import { getSettings } from '@server/domain/settings';
import { claimWhatsapp, dailyUsage, reportWhatsapp, resumeWhatsappCampaign } from './service';

export async function whatsappRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.whatsappStatus, async ({ query }, req) => {
    const workshopId = workshopIdOf(req);
    const tool = await getSettings(db, workshopId, 'tool');
    const usage = await dailyUsage(db, workshopId);
    return { isWhatsappPc: tool.id_wa !== '' && tool.id_wa === query.pcId.trim(), ...usage };
  });

  route(app, contract.claimWhatsapp, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const claimed = await claimWhatsapp(db, workshopId, body.pcId, body.campaignId);
    await publishCampaignEvents(req, workshopId, 'wa', claimed.campaignIds);
    await publishGridEvents(req, workshopId, 'day', claimed.dates);
    return { message: claimed.message, remainingToday: claimed.remainingToday };
  });

  route(app, contract.resumeWhatsappCampaign, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    await resumeWhatsappCampaign(db, workshopId, params.id, body.pcId);
    await publishCampaignEvents(req, workshopId, 'wa', [params.id]);
    const { row, counts } = await campaignWithCounts(db, workshopId, 'wa', params.id);
    return { campaign: presentCampaign(row, counts) };
  });

  route(app, contract.reportWhatsapp, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const done = await reportWhatsapp(db, workshopId, params.id, body.pcId, body.outcome);
    await publishCampaignEvents(req, workshopId, 'wa', [done.campaign.id]);
    if (done.smsCampaignId !== null)
      await publishCampaignEvents(req, workshopId, 'sms', [done.smsCampaignId]);
    await publishGridEvents(req, workshopId, 'day', done.dates);
    return {
      message: presentMessage(done.row),
      campaignState: done.campaign.state,
      stop: done.stop,
      notice: done.notice,
    };
  });
}
