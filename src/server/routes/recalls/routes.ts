/**
 * Recall routes (spec 001 §2 sms_revisioni, aggiungi_richimo; docs/RECALLS.md), registered from
 * `@shared/contracts/recalls`. A campaign created here publishes a `campaign` event.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Channel } from '@shared/contracts/messaging';
import * as importContract from '@shared/contracts/recall-import';
import * as contract from '@shared/contracts/recalls';
import { RECALLS_MSG } from '@shared/messages';
import { workshopIdOf } from '@server/auth/guard';
import type { DbOrTx } from '@server/db/client';
import { route } from '@server/http/route';
import { publishCampaignEvents } from '@server/live/publish';
import { freshCampaignCounts, presentCampaign } from '@server/domain/messaging/presenter';
import { campaignWithCounts } from '@server/domain/messaging/service';
import { recallLinkKeys } from '@server/domain/recall-links';
import { publicBase } from '@server/http/host-check';
import { stopLinksOf } from '@server/domain/stop-links';
import { createRecallCampaign, workshopLinkWeb } from '@server/domain/recalls/campaign-service';
import { importCampaign } from './import-service';
import { letterRoutes } from './letters-routes';
import { markLettersPrinted } from '@server/domain/recalls/list-service';
import { recallListJson } from '@server/domain/recalls/list-json';
import { jsonText } from '@server/http/json-text';
import {
  addManualRecall,
  deleteManualRecall,
  editManualRecall,
  listManualRecalls,
} from './manual-service';

export async function recallRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const keys = recallLinkKeys(app.deps.config.SESSION_SECRET);
  const stops = stopLinksOf(app);
  await recallImportRoutes(app);
  await letterRoutes(app);

  // Written as JSON text from the rows (README "Performance", recall list).
  route(app, contract.listRecalls, async ({ query }, req) => {
    const { year, month, ...filters } = query;
    return jsonText(await recallListJson(db, workshopIdOf(req), year, month, filters));
  });

  route(app, contract.createRecallCampaign, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const made = await createRecallCampaign(
      db,
      workshopId,
      body,
      { keys, base: publicBase(app.deps.config) },
      stops,
    );
    return {
      campaign: await announceCampaign(db, req, workshopId, body.channel, made.campaign.id),
      queued: made.queued,
      alreadyQueued: made.alreadyQueued,
      invalidPhones: made.invalidPhones,
      skippedOptOut: made.skippedOptOut,
    };
  });

  route(app, contract.markLettersPrinted, async ({ body }, req) => ({
    updated: await markLettersPrinted(db, workshopIdOf(req), body.appointmentIds),
  }));

  route(app, contract.listManualRecalls, async (_args, req) => ({
    recalls: await listManualRecalls(db, workshopIdOf(req)),
  }));

  route(app, contract.addManualRecall, async ({ body }, req) => ({
    recall: await addManualRecall(db, workshopIdOf(req), body),
  }));

  route(app, contract.editManualRecall, async ({ params, body }, req) => ({
    recall: await editManualRecall(db, workshopIdOf(req), params.id, body),
  }));

  route(app, contract.deleteManualRecall, async ({ params }, req) => {
    await deleteManualRecall(db, workshopIdOf(req), params.id);
    return { ok: true as const };
  });
}

/** POST /recalls/import, with its own body limit (a 50,000-row file is a few MB). */
export async function recallImportRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const stops = stopLinksOf(app);
  route(
    app,
    importContract.importRecalls,
    async ({ body }, req) => {
      const workshopId = workshopIdOf(req);
      // Imported rows name no record of ours: `$link$` is the workshop's booking link.
      const linkWeb = await workshopLinkWeb(db, workshopId);
      const bookingLink = linkWeb
        ? `${publicBase(app.deps.config)}prenota?code=${encodeURIComponent(linkWeb)}`
        : '';
      const made = await importCampaign(db, workshopId, body, bookingLink, stops);
      // The counts are what the transaction wrote: no need to count the rows again.
      await publishCampaignEvents(req, workshopId, body.channel, [made.campaign.id]);
      return {
        campaign: presentCampaign(made.campaign, freshCampaignCounts(made.inserted)),
        inserted: made.inserted,
        skipped: made.skipped,
        invalid: made.invalid,
        skippedOptOut: made.skippedOptOut,
        notice: RECALLS_MSG.imported,
      };
    },
    { bodyLimit: importContract.IMPORT_BODY_LIMIT },
  );
}

/**
 * A campaign just made from recalls or an import: tells every open desk (campaign event)
 * and answers it as the campaign list shows it, with its counts.
 */
async function announceCampaign(
  db: DbOrTx,
  req: FastifyRequest,
  workshopId: number,
  channel: Channel,
  campaignId: number,
) {
  const { row, counts } = await campaignWithCounts(db, workshopId, channel, campaignId);
  await publishCampaignEvents(req, workshopId, channel, [row.id]);
  return presentCampaign(row, counts);
}
