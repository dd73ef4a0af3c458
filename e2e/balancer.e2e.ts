/**
 * Behind the load balancer (docs/SCALING.md; README "Graceful restart"): three
 * PostgreSQL-backed instances behind haproxy (`deploy/local-cluster.ts`), restarted one at a
 * time while a desk has its grid open and an SMS campaign is being sent to a fake provider.
 * The desk keeps its grid, never sees the connection-lost page, and shows an appointment
 * written after each restart (its event stream reconnected through haproxy); the campaign
 * started before the restarts finishes, every SMS sent exactly once.
 *
 * Needs haproxy (`/usr/sbin/haproxy`) and PostgreSQL (E2E_DATABASE_URL, default
 * `postgres://postgres@127.0.0.1:5432/postgres`, for a scratch database); skipped without
 * either.
 */
import fs from 'node:fs';
import {
  test,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
} from '@playwright/test';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { adminLogin, login } from '@shared/contracts/auth';
import { createCampaign, getCampaign } from '@shared/contracts/messaging';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { HAPROXY, startLocalCluster, type LocalCluster } from '../deploy/local-cluster';
import { apiCall, apiOk } from './support/api';
import { cell, openDay } from './support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { seedAppointment, seedSettings } from './support/seed';
import { E2E_ADMIN_PASSWORD } from './support/server';
import {
  CLUSTER_PG_BASE,
  createClusterDatabase,
  needCluster,
  reachable,
} from './support/cluster-database';

const DAY = '2031-05-06';
const MESSAGES = 24;

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

test('a desk keeps its grid and live updates, and a campaign finishes once, through a rolling restart', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  needCluster(fs.existsSync(HAPROXY), `haproxy not installed at ${HAPROXY}`);
  needCluster(await reachable(CLUSTER_PG_BASE), `PostgreSQL not reachable at ${CLUSTER_PG_BASE}`);

  const scratch = await createClusterDatabase('lb');
  const url = new URL(scratch.url);
  let cluster: LocalCluster | null = null;
  let fake: FakeSmsServer | null = null;
  const contexts: APIRequestContext[] = [];
  try {
    fake = await startFakeSmsServer({ delayMs: 100 });
    cluster = await startLocalCluster({
      databaseUrl: url.toString(),
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DEMO_SEED: '0',
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOGIN_RATE_LIMIT: '1000',
        SMS_PROVIDER_URL: fake.url,
        SMS_PACE_MS: '500',
        CREDIT_DEBOUNCE_MS: '600000',
      },
    });

    // A workshop of its own, created and signed in through haproxy.
    const adminApi = await playwrightRequest.newContext({ baseURL: cluster.url });
    contexts.push(adminApi);
    await apiOk(adminApi, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
    const workshop = { username: `lb_${Date.now()}`, password: 'password-e2e' };
    await apiOk(adminApi, createAdminWorkshop, { body: workshop });
    const api = await playwrightRequest.newContext({ baseURL: cluster.url });
    contexts.push(api);
    await apiOk(api, login, { body: workshop });
    await seedSettings(api, 'sms', { token: 'tok-lb', mittente: 'Officina' });
    await seedAppointment(api, { date: DAY, time: '8:30', column: 1 }, { surname: 'PRIMA' });

    const context = await browser.newContext({
      baseURL: cluster.url,
      storageState: await api.storageState(),
    });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    await openDay(page, DAY);
    await expect(cell(page, '8:30', 1)).toContainText('PRIMA');

    // The campaign starts before the restarts and takes ~12 s at 500 ms a message.
    const phones = Array.from({ length: MESSAGES }, (_, i) => `347${String(i).padStart(7, '0')}`);
    const created = await apiOk(api, createCampaign, {
      params: { channel: 'sms' },
      body: {
        name: 'Riavvio',
        start: true,
        messages: phones.map((phone) => ({ phone, text: 'Promemoria revisione' })),
      },
    });
    const campaignId = created.campaign.id;

    const sentAtRestart: number[] = [];
    const times = ['9:00', '9:30', '10:00'];
    for (const [i, instance] of cluster.instances.entries()) {
      sentAtRestart.push(fake.sends().length);
      await instance.restart();
      // Written after the restart: the desk sees it live, through whichever instance its
      // stream reconnected to.
      const surname = `DOPO${i + 1}`;
      await seedAppointment(api, { date: DAY, time: times[i]!, column: 1 }, { surname });
      await expect(cell(page, times[i]!, 1)).toContainText(surname, { timeout: 10_000 });
      await expect(cell(page, '8:30', 1)).toContainText('PRIMA');
    }
    // The campaign was under way when the first instance restarted.
    expect(sentAtRestart[0]).toBeLessThan(MESSAGES);

    await expect
      .poll(
        async () => {
          const res = await apiCall(api, getCampaign, {
            params: { channel: 'sms', id: campaignId },
          });
          return res.body.campaign.state;
        },
        { timeout: 60_000 },
      )
      .toBe('done');
    const res = await apiCall(api, getCampaign, { params: { channel: 'sms', id: campaignId } });
    const counts = res.body.campaign.counts;
    expect(counts).toMatchObject({ total: MESSAGES, sent: MESSAGES, toVerify: 0, errors: 0 });
    const received = new Map<string, number>();
    for (const r of fake.sends()) received.set(r.to!, (received.get(r.to!) ?? 0) + 1);
    expect(phones.map((p) => received.get(`39${p}`))).toEqual(phones.map(() => 1));

    // The desk stayed on its grid: never the connection-lost page, nor the login.
    expect(visited.filter((u) => /collegamento_assente|#\/login/.test(u))).toEqual([]);
    await expect(page).toHaveURL(/#\/user\/appuntamenti/);
    await context.close();
  } finally {
    for (const c of contexts) await c.dispose().catch(() => {});
    await cluster?.stop().catch(() => {});
    await fake?.close().catch(() => {});
    await scratch.drop();
  }
});
