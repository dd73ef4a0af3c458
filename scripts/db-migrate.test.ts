/**
 * `npm run db:migrate` (README "Several instances"): on a new database it applies every
 * migration of the journal; run again it applies none; both times it names the schema
 * version, the journal's latest tag. PGlite in a temporary folder or, with DATABASE_URL, a
 * new PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '@server/db/client';
import { scratchDatabase } from '@server/test/harness';
import { migrate, reportLine } from './db-migrate';

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describe('db:migrate', () => {
  it(
    'says how many migrations it applied this run and the schema version',
    { timeout: 120_000 },
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-migrate-'));
      const scratch = await scratchDatabase();
      const config = {
        DATABASE_URL: scratch.url,
        DATABASE_DIRECT_URL: undefined,
        DATABASE_POOL_MAX: 1,
        INSTANCE_NAME: undefined,
        DATA_DIR: path.join(tmp, 'data'),
      };
      try {
        const all = journal.entries.length;
        const latest = journal.entries.at(-1)!.tag;
        const first = await migrate(config);
        expect([first.applied, first.total, first.version]).toEqual([all, all, latest]);
        const second = await migrate(config);
        expect([second.applied, second.total, second.version]).toEqual([0, all, latest]);
        expect(reportLine(second)).toContain(
          `0 migrazioni applicate ora (${all} in tutto); versione dello schema ${latest}`,
        );
      } finally {
        await scratch.drop();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  );
});
