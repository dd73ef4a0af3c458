/**
 * Campaign and message routes (spec 001 §2 sms_comunicazioni / wa_comunicazioni, §4, §5,
 * §8), registered from `@shared/contracts/messaging`. Every change publishes a `campaign`
 * event (GET /events) so each open desk refetches the counts; a change to a linked
 * appointment publishes a grid `day` event. Starting a campaign also wakes the SMS
 * sender of every instance (main.ts listens to the same channel).
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/messaging';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishCampaignEvents, publishGridEvents } from '@server/live/publish';
import {
  addFreeMessage,
  deleteMessage,
  editMessage,
  listMessages,
  markMessageSent,
  resendMessage,
} from '@server/domain/messaging/messages-service';
import { presentCampaign, presentMessage } from '@server/domain/messaging/presenter';
import {
  campaignWithCounts,
  createCampaign,
  deleteAllCampaigns,
  deleteCampaign,
  deleteSentMessages,
  listCampaigns,
  setCampaignRunning,
} from '@server/domain/messaging/service';
import { stopLinksOf } from '@server/domain/stop-links';

export async function messagingRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const stops = stopLinksOf(app);

  route(app, contract.listCampaigns, async ({ params }, req) => {
    const list = await listCampaigns(db, workshopIdOf(req), params.channel);
    return { campaigns: list.map(({ row, counts }) => presentCampaign(row, counts)) };
  });

  route(app, contract.createCampaign, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const made = await createCampaign(db, workshopId, params.channel, body, stops);
    const { row, counts } = await campaignWithCounts(db, workshopId, params.channel, made.row.id);
    await publishCampaignEvents(req, workshopId, params.channel, [row.id]);
    return {
      campaign: presentCampaign(row, counts),
      inserted: made.inserted,
      skipped: made.skipped,
      skippedOptOut: made.skippedOptOut,
    };
  });

  route(app, contract.deleteAllCampaigns, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const { ids, dates } = await deleteAllCampaigns(db, workshopId, params.channel);
    await publishCampaignEvents(req, workshopId, params.channel, ids);
    await publishGridEvents(req, workshopId, 'day', dates);
    return { deleted: ids.length };
  });

  route(app, contract.getCampaign, async ({ params }, req) => {
    const { row, counts } = await campaignWithCounts(
      db,
      workshopIdOf(req),
      params.channel,
      params.id,
    );
    return { campaign: presentCampaign(row, counts) };
  });

  route(app, contract.listMessages, async ({ params, query }, req) => {
    const workshopId = workshopIdOf(req);
    const page = await listMessages(db, workshopId, params.channel, params.id, query);
    const { row, counts } = await campaignWithCounts(db, workshopId, params.channel, params.id);
    return {
      campaign: presentCampaign(row, counts),
      messages: page.rows.map(presentMessage),
      nextCursor: page.nextCursor,
    };
  });

  route(app, contract.deleteCampaign, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const dates = await deleteCampaign(db, workshopId, params.channel, params.id);
    await publishCampaignEvents(req, workshopId, params.channel, [params.id]);
    await publishGridEvents(req, workshopId, 'day', dates);
    return { ok: true as const };
  });

  route(app, contract.deleteSentMessages, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const deleted = await deleteSentMessages(db, workshopId, params.channel, params.id);
    await publishCampaignEvents(req, workshopId, params.channel, [params.id]);
    return { deleted };
  });

  for (const [endpoint, running] of [
    [contract.startCampaign, true],
    [contract.pauseCampaign, false],
  ] as const) {
    route(app, endpoint, async ({ params }, req) => {
      const workshopId = workshopIdOf(req);
      const row = await setCampaignRunning(db, workshopId, params.channel, params.id, running);
      await publishCampaignEvents(req, workshopId, params.channel, [row.id]);
      const { counts } = await campaignWithCounts(db, workshopId, params.channel, row.id);
      return { campaign: presentCampaign(row, counts) };
    });
  }

  route(app, contract.addFreeMessage, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await addFreeMessage(db, workshopId, params.channel, body);
    await publishCampaignEvents(req, workshopId, params.channel, [row.campaignId]);
    return { message: presentMessage(row) };
  });

  route(app, contract.editMessage, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await editMessage(db, workshopId, params.channel, params.id, body);
    await publishCampaignEvents(req, workshopId, params.channel, [row.campaignId]);
    return { message: presentMessage(row) };
  });

  route(app, contract.deleteMessage, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const { campaignId, dates } = await deleteMessage(db, workshopId, params.channel, params.id);
    await publishCampaignEvents(req, workshopId, params.channel, [campaignId]);
    await publishGridEvents(req, workshopId, 'day', dates);
    return { ok: true as const };
  });

  route(app, contract.markMessageSent, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const { row, date } = await markMessageSent(db, workshopId, params.channel, params.id);
    await publishCampaignEvents(req, workshopId, params.channel, [row.campaignId]);
    if (date) await publishGridEvents(req, workshopId, 'day', [date]);
    return { message: presentMessage(row) };
  });

  route(app, contract.resendMessage, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await resendMessage(db, workshopId, params.channel, params.id);
    await publishCampaignEvents(req, workshopId, params.channel, [row.campaignId]);
    return { message: presentMessage(row) };
  });
}
