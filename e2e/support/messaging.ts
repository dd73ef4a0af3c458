/**
 * WhatsApp bulk sending as the e2e tests drive it (spec 001 §4 "Bulk sending",
 * docs/MESSAGING.md "WhatsApp bulk"): the account's tool is the `toolSim` fixture acting as
 * the WhatsApp PC, campaigns are seeded through the API, and the send starts from the WA
 * campaign screen by its visible button.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createCampaign } from '@shared/contracts/messaging';
import type { ToolSimConfig, ToolSimulator } from '@server/integrations/tool-sim-config';
import { apiOk } from './api';
import { seedSettings } from './seed';

/**
 * Makes the simulator `sim` the account's tool, as the WhatsApp PC it answers for; `answers`
 * first patches how it answers (numbers without WhatsApp, per-number answers).
 */
export async function seedWaTool(
  api: APIRequestContext,
  sim: ToolSimulator,
  answers: Partial<ToolSimConfig> = {},
): Promise<void> {
  sim.configure(answers);
  await seedSettings(api, 'tool', { server: sim.url, id_wa: 'REVIAPP-SIM-0001' });
}

/** Creates the paused WA campaign `name` with `messages` (phone, text, description each). */
export async function seedWaCampaign(
  api: APIRequestContext,
  name: string,
  messages: { phone: string; text: string; description: string }[],
): Promise<void> {
  await apiOk(api, createCampaign, { params: { channel: 'wa' }, body: { name, messages } });
}

/** Opens WA campaign `name` on its screen (`#/user/wa_comunicazioni?campagna=`) and presses INVIA. */
export async function startWaCampaign(page: Page, name: string): Promise<void> {
  await page.goto(`/#/user/wa_comunicazioni?campagna=${encodeURIComponent(name)}`);
  // The page's first load (the app's chunks) can be slow on the shared machine.
  await expect(page.getByTestId('campaign-title')).toHaveText(name, { timeout: 20_000 });
  await page.getByRole('button', { name: 'INVIA: avvia l’invio della campagna' }).click();
}
