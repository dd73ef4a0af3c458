/**
 * The PRIVACY screen `#/user/impostazioni_privacy` (docs/PRIVACY.md "Retention") as a person
 * uses it: the real screen with the app's query client, a router, Mantine, the toasts' host,
 * and a stubbed network answering GET and PUT /settings/privacy as the server does (a PUT
 * merged over the stored section and validated by `privacySettingsSchema` as a whole, a bad
 * value refused with the schema's Italian message: docs/ARCHITECTURE.md "Life of a request" §4).
 */
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { buildUrl } from '@shared/contracts/endpoint';
import {
  getSettings,
  privacySettingsSchema,
  RETENTION_APPOINTMENTS_MIN,
  RETENTION_MONTHS_MAX,
  saveSettings,
} from '@shared/contracts/settings';
import { PRIVACY_MSG } from '@shared/messages';
import { NotificationsHost } from '@web/components/notifications-host';
import { createQueryClient } from '@web/lib/query-client';
import { loadNotifications } from '@web/lib/toast';
import { route, stubApi, type StubRequest } from '@web/test/api-stub';
import { renderWithMantine } from '@web/test/render';
import { PrivacySettingsPage } from './privacy-settings-page';

type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Not the defaults (36, 24), so the screen shows what the server holds. */
const STORED: PrivacySettings = { mesi_appuntamenti: 48, mesi_messaggi: 12 };

let api: ReturnType<typeof stubApi>;
let stored: PrivacySettings;
const puts = (): StubRequest[] => api.requests.filter((r) => r.method === 'PUT');

beforeEach(async () => {
  // Toasts live in Mantine's module-level store: start each test without the last one's.
  (await loadNotifications()).notifications.clean();
  stored = { ...STORED };
  api = stubApi([
    route(getSettings, ({ params }) => {
      if (params.section !== 'privacy') throw new Error(`unexpected section ${params.section}`);
      return stored;
    }),
    route(saveSettings, ({ params, body }) => {
      if (params.section !== 'privacy') throw new Error(`unexpected section ${params.section}`);
      const parsed = privacySettingsSchema.safeParse({ ...stored, ...(body as object) });
      if (!parsed.success) {
        return new Response(
          JSON.stringify({
            error: { code: 'bad_request', message: parsed.error.issues[0]?.message },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      stored = parsed.data;
      return stored;
    }),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The screen keeps unsaved typing as a draft in sessionStorage (use-settings-form).
  sessionStorage.clear();
});

function renderScreen() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/user/impostazioni_privacy']}>
        <NotificationsHost />
        <PrivacySettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const appointments = () =>
  screen.getByRole<HTMLInputElement>('textbox', {
    name: 'Mesi di conservazione degli appuntamenti',
  });
const messages = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Mesi di conservazione dei messaggi' });
const saveButton = () => screen.getByRole('button', { name: 'SALVA' });

describe('PrivacySettingsPage', () => {
  it('shows the stored months, the allowed range and what happens after them', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'PRIVACY' })).toBeInTheDocument();

    expect(appointments()).toHaveValue('48');
    expect(messages()).toHaveValue('12');
    // The range comes from the shared constants, the same the server checks.
    expect(appointments()).toHaveAccessibleDescription(
      new RegExp(`^Da ${RETENTION_APPOINTMENTS_MIN} a ${RETENTION_MONTHS_MAX}\\. .*ANONIMO`),
    );
    expect(appointments()).toHaveAccessibleDescription(/griglia e Statistiche restano uguali/);
    expect(appointments()).toHaveAccessibleDescription(/revisione di due anni prima/);
    expect(messages()).toHaveAccessibleDescription(/^Da 1 a 240\. .*telefono e testo/);
    expect(api.unmatched).toEqual([]);
  });

  it('stops the arrow keys at the shared minimum', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'PRIVACY' });

    await user.clear(appointments());
    await user.type(appointments(), String(RETENTION_APPOINTMENTS_MIN + 1));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(appointments()).toHaveValue(String(RETENTION_APPOINTMENTS_MIN));
  });

  it('sends the edited months with SALVA and says "Salvato"', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'PRIVACY' });

    await user.clear(appointments());
    await user.type(appointments(), '60');
    await user.clear(messages());
    await user.type(messages(), '6');
    await user.click(saveButton());

    expect(await screen.findByText('Salvato')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    const put = puts()[0]!;
    expect(put.url.pathname).toBe(buildUrl(saveSettings, { section: 'privacy' }));
    expect(put.body).toEqual({ mesi_appuntamenti: 60, mesi_messaggi: 6 });
    expect(stored).toEqual({ mesi_appuntamenti: 60, mesi_messaggi: 6 });
    expect(appointments()).toHaveValue('60');
    expect(messages()).toHaveValue('6');
    // Saved: no draft is left to restore.
    expect(screen.queryByText(/Bozza non salvata/)).not.toBeInTheDocument();
  });

  it('shows the server’s Italian refusal for 10 months and keeps the typing, also after a reload', async () => {
    const { user, unmount } = renderScreen();
    await screen.findByRole('heading', { name: 'PRIVACY' });

    await user.clear(appointments());
    await user.type(appointments(), '10');
    await user.click(saveButton());

    expect(await screen.findByText(PRIVACY_MSG.appointmentsRetention)).toBeVisible();
    expect(PRIVACY_MSG.appointmentsRetention).toBe(
      'Mesi di conservazione degli appuntamenti: da 25 a 240 (i richiami leggono la revisione di due anni prima)',
    );
    expect(puts()[0]?.body).toEqual({ mesi_appuntamenti: 10, mesi_messaggi: 12 });
    expect(stored).toEqual(STORED);
    expect(appointments()).toHaveValue('10');
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();

    // The screen opened again (a reload): the unsaved 10 is restored, with the notice.
    unmount();
    renderScreen();
    await screen.findByRole('heading', { name: 'PRIVACY' });
    expect(appointments()).toHaveValue('10');
    expect(screen.getByText(/Bozza non salvata ripristinata/)).toBeInTheDocument();
  });

  it('refuses an empty field with the server’s message', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'PRIVACY' });

    await user.clear(messages());
    await user.click(saveButton());

    expect(await screen.findByText(PRIVACY_MSG.messagesRetention)).toBeVisible();
    expect(puts()[0]?.body).toEqual({ mesi_appuntamenti: 48, mesi_messaggi: '' });
    expect(messages()).toHaveValue('');
  });
});
