/**
 * A PostgreSQL database of its own for the e2e tests that run several instances behind
 * haproxy (`deploy/local-cluster.ts`: balancer, TLS, rolling restart). The server is
 * E2E_DATABASE_URL's, by default the local one CI starts (README "Tests").
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';

/** Connection string of the maintenance database the scratch databases are made from. */
export const CLUSTER_PG_BASE =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` within 2 s (the tests skip when not). */
export async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  c.on('error', () => {});
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A scratch database: its connection string, and `drop()` (forced; never throws). */
export type ClusterDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates `reviapp_e2e_<prefix>_<ms>` on CLUSTER_PG_BASE's server; the caller drops it in
 * its `finally`. Throws when the server refuses the connection or the name.
 */
export async function createClusterDatabase(prefix: string): Promise<ClusterDatabase> {
  const name = `reviapp_e2e_${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: CLUSTER_PG_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(CLUSTER_PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * What a haproxy test needs (haproxy, openssl, PostgreSQL): without it the test is skipped on
 * a developer's machine, but fails under CI (`.ci/run` installs and starts all three), so a
 * broken CI machine cannot turn these tests off silently.
 */
export function needCluster(present: boolean, why: string): void {
  if (process.env.CI) expect(present, why).toBe(true);
  else test.skip(!present, why);
}
