/**
 * Settling a campaign (docs/MESSAGING.md "Settling a campaign"): the campaign row's lock that
 * every writer queuing into a campaign takes first, and the `running` → `done` step. Kept
 * apart from `./service` so modules that only settle (the opt-out withdrawal, `./withdraw`)
 * need nothing else of the messaging service. `./service` re-exports both.
 */
import { sql } from 'drizzle-orm';
import { withTransaction, type DbOrTx } from '@server/db/client';

/**
 * Locks campaign `campaignId`'s row until the caller's transaction ends (docs/MESSAGING.md
 * "Settling a campaign"). A writer that queues a message into an existing campaign takes it
 * before it writes the message (`campaignNamed`'s upsert takes it too), and `settleCampaign`
 * takes it before it looks, so the two never interleave.
 */
export async function lockCampaign(tx: DbOrTx, workshopId: number, campaignId: number) {
  await tx.execute(sql`
    select id from campaigns where workshop_id = ${workshopId} and id = ${campaignId} for update`);
}

/**
 * A `running` campaign with nothing queued or claimed becomes `done`. Two statements in one
 * transaction: the lock first (waiting for a writer that holds the row), then the check, whose
 * own snapshot — taken after the lock was granted, under read committed — sees every message
 * that writer queued. In one statement the check would run on the snapshot taken before the
 * wait and settle a campaign whose new message it cannot see: `done` with a message `queued`
 * that no claim takes (claims read only `running` campaigns).
 */
export async function settleCampaign(db: DbOrTx, workshopId: number, campaignId: number) {
  await withTransaction(db, async (tx) => {
    await lockCampaign(tx, workshopId, campaignId);
    await tx.execute(sql`
      update campaigns set state = 'done', updated_at = now()
       where workshop_id = ${workshopId} and id = ${campaignId} and state = 'running'
         and not exists (select 1 from messages m
                          where m.workshop_id = ${workshopId} and m.campaign_id = ${campaignId}
                            and m.send_state in ('queued', 'claimed'))`);
  });
}
