/**
 * Production behind TLS (README "TLS e certificati"): three PostgreSQL-backed instances in
 * production mode (`Secure` session cookie, HSTS, PUBLIC_URL https://) behind the project's
 * haproxy terminating TLS with a self-signed certificate made by openssl for this test. A
 * workshop signs in through it in Chromium and works on its grid (an appointment created,
 * still there after a reload); plain HTTP is redirected to HTTPS.
 *
 * Needs haproxy (`/usr/sbin/haproxy`), openssl and PostgreSQL (E2E_DATABASE_URL, default
 * `postgres://postgres@127.0.0.1:5432/postgres`, for a scratch database); skipped without
 * them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as playwrightRequest } from '@playwright/test';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { adminLogin } from '@shared/contracts/auth';
import { HAPROXY, freePort, startLocalCluster, type LocalCluster } from '../deploy/local-cluster';
import { apiOk } from './support/api';
import { cell, createAppointment, login, openDay } from './support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';
import {
  CLUSTER_PG_BASE,
  createClusterDatabase,
  needCluster,
  reachable,
} from './support/cluster-database';

const OPENSSL = '/usr/bin/openssl';
const DAY = '2031-05-06';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/** A self-signed certificate for 127.0.0.1, chain and key in one PEM (haproxy's `crt`). */
function selfSignedPem(dir: string): string {
  const key = path.join(dir, 'key.pem');
  const crt = path.join(dir, 'crt.pem');
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'reviapp.pem');
  fs.writeFileSync(pem, fs.readFileSync(crt, 'utf8') + fs.readFileSync(key, 'utf8'), {
    mode: 0o600,
  });
  return pem;
}

test('a workshop signs in through TLS-terminating haproxy and works on its grid', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  needCluster(fs.existsSync(HAPROXY), `haproxy not installed at ${HAPROXY}`);
  needCluster(fs.existsSync(OPENSSL), `openssl not installed at ${OPENSSL}`);
  needCluster(await reachable(CLUSTER_PG_BASE), `PostgreSQL not reachable at ${CLUSTER_PG_BASE}`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-tls-'));
  const scratch = await createClusterDatabase('tls');
  const url = new URL(scratch.url);
  let cluster: LocalCluster | null = null;
  try {
    const tlsPort = await freePort();
    const httpsUrl = `https://127.0.0.1:${tlsPort}`;
    cluster = await startLocalCluster({
      databaseUrl: url.toString(),
      tlsPem: selfSignedPem(tmp),
      tlsPort,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: httpsUrl,
        SESSION_SECRET: 's'.repeat(48),
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOGIN_RATE_LIMIT: '1000',
        OUTBOX_SENDER: '0',
      },
    });
    expect(cluster.httpsUrl).toBe(httpsUrl);

    // Plain HTTP is redirected to HTTPS (the probes excepted: local-cluster waited on one).
    const plain = await fetch(`${cluster.url}/`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    // A workshop of its own, created by the super-admin through HTTPS.
    const api = await playwrightRequest.newContext({ baseURL: httpsUrl, ignoreHTTPSErrors: true });
    await apiOk(api, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
    const workshop = { username: `tls_${Date.now()}`, password: 'password-e2e' };
    await apiOk(api, createAdminWorkshop, { body: workshop });
    await api.dispose();

    const context = await browser.newContext({ baseURL: httpsUrl, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await login(page, workshop.username, workshop.password);
    // The session cookie is Secure, and the browser kept it (what plain HTTP never gets).
    const cookies = await context.cookies(httpsUrl);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((c) => c.secure)).toBe(true);

    await openDay(page, DAY);
    await createAppointment(page, cell(page, '9:00', 1), {
      name: 'Cifrato',
      phone: '3331234567',
      model: 'Honda SH 125',
      plate: 'AB12345',
    });
    await page.reload();
    await openDay(page, DAY);
    await expect(cell(page, '9:00', 1)).toContainText('CIFRATO');
    await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/#\/user\/appuntamenti/);
    await context.close();
  } finally {
    await cluster?.stop().catch(() => {});
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
