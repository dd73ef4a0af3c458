/**
 * The world of the tests that run the server as its own process while it sends an SMS
 * campaign (the outbox crash test, the graceful restart test; docs/ARCHITECTURE.md "The SMS
 * outbox", README "Graceful restart"): a fresh database — a PostgreSQL scratch database with
 * DATABASE_URL, else a PGlite data folder — holding one workshop and its running campaign.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { LOCK_NAME } from '../db/lock';
import { buildCampaign, buildMessage, buildSettings, buildWorkshop } from './factories';
import { scratchDatabase } from './harness';
import { waitUntil } from './wait';

export type CampaignWorld = {
  /** What `openDatabase` needs to open the database again (once no server holds it). */
  target: { databaseUrl: string | undefined; dataDir: string | undefined };
  /** The server's database variable: DATABASE_URL, or DATA_DIR for the PGlite folder. */
  databaseEnv: { DATABASE_URL: string } | { DATA_DIR: string };
  /** The workshop, with the password it signs in with. */
  workshop: { id: number; username: string; password: string };
  campaignId: number;
};

/**
 * Creates the database, a workshop whose SMS settings carry `token` (the fake provider's),
 * and a running campaign with one queued message per phone of `phones`. Pushes onto
 * `cleanups` what removes it all (the caller runs them after the file).
 */
export async function campaignWorld(opts: {
  token: string;
  phones: string[];
  cleanups: (() => Promise<void>)[];
}): Promise<CampaignWorld> {
  const scratch = await scratchDatabase();
  opts.cleanups.push(scratch.drop);
  const dataDir = scratch.url
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-campaign-'));
  if (dataDir) opts.cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const target = { databaseUrl: scratch.url, dataDir };
  const db = await openDatabase(target);
  const w = await buildWorkshop(db.db);
  await buildSettings(db.db, w.id, 'sms', { token: opts.token, mittente: 'Officina' });
  const c = await buildCampaign(db.db, w.id, { state: 'running' });
  for (const phone of opts.phones) await buildMessage(db.db, w.id, { campaignId: c.id, phone });
  await db.close();
  return {
    target,
    databaseEnv: scratch.url ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir! },
    workshop: { id: w.id, username: w.username, password: w.password },
    campaignId: c.id,
  };
}

/**
 * Waits (up to 60 s) until no live process holds the PGlite folder's lock: a killed server's
 * last process may exit after its parent. Returns at once on PostgreSQL (`dataDir` undefined).
 */
export async function dataFolderUnlocked(dataDir: string | undefined): Promise<void> {
  if (!dataDir) return;
  const lock = path.join(dataDir, LOCK_NAME);
  await waitUntil(
    'the data folder lock',
    () => {
      if (!fs.existsSync(lock)) return true;
      try {
        process.kill(Number(fs.readFileSync(lock, 'utf8').trim()), 0);
        return false;
      } catch {
        return true;
      }
    },
    { timeoutMs: 60_000, intervalMs: 20 },
  );
}
