/**
 * The SMS settings screen `#/user/impostazioni_sms` (spec 001 §2, §3 config_sms) as a
 * person uses it: the real screen with the app's query client, a router, Mantine, the
 * toasts' host, and a stubbed network answering GET and PUT /settings/sms as the server
 * does (the section read through its schema, the token replaced by `token_impostato`; a
 * PUT merged over the stored section and validated as a whole, a bad value refused with
 * the schema's Italian message: docs/ARCHITECTURE.md "Life of a request" §4).
 */
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { buildUrl } from '@shared/contracts/endpoint';
import { getSettings, saveSettings, smsSettingsSchema } from '@shared/contracts/settings';
import { COMMON_MSG, SETTINGS_MSG } from '@shared/messages';
import { NotificationsHost } from '@web/components/notifications-host';
import { createQueryClient } from '@web/lib/query-client';
import { loadNotifications } from '@web/lib/toast';
import { route, stubApi, type StubRequest } from '@web/test/api-stub';
import { renderWithMantine } from '@web/test/render';
import { SmsSettingsPage } from './message-settings-pages';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to document.fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

type SmsSettings = z.infer<typeof smsSettingsSchema>;
/** The section as GET/PUT /settings/sms answer it: no token, `token_impostato` instead. */
type SmsReply = Omit<SmsSettings, 'token'> & { token_impostato: boolean };

const STORED: SmsReply = {
  token_impostato: true,
  mittente: 'OFFICINA',
  giorni_promemoria: 2,
  path_modello_lettera: '',
  testo_promemoria: 'Gentile cliente, le ricordiamo la revisione del $giorno$ alle $ora$.',
  testo_richiami: 'La revisione del veicolo $targa$ scade a $mese$.',
  testo_normalizzati: '',
  testo_tagliandini: '',
  testo_veicolo_pronto: 'Il veicolo $targa$ è pronto.',
  testo_conferma_web: '',
  invio_automatico: true,
  ora_invio: '08:30',
  richiami_automatici: false,
  giorno_richiami: 5,
};

let api: ReturnType<typeof stubApi>;
const puts = (): StubRequest[] => api.requests.filter((r) => r.method === 'PUT');

beforeEach(async () => {
  // Toasts live in Mantine's module-level store: start each test without the last one's.
  (await loadNotifications()).notifications.clean();
  let stored = { ...STORED };
  api = stubApi([
    route(getSettings, ({ params }) => {
      if (params.section !== 'sms') throw new Error(`unexpected section ${params.section}`);
      return stored;
    }),
    route(saveSettings, ({ body }) => {
      const { token_impostato: tokenSet, ...current } = stored;
      const parsed = smsSettingsSchema.safeParse({ ...current, ...(body as object) });
      if (!parsed.success) {
        return new Response(
          JSON.stringify({
            error: { code: 'bad_request', message: parsed.error.issues[0]?.message },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      const { token, ...rest } = parsed.data;
      stored = { ...rest, token_impostato: tokenSet || token !== '' };
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
      <MemoryRouter initialEntries={['/user/impostazioni_sms']}>
        <NotificationsHost />
        <SmsSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sender = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Mittente' });
const reminderDays = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Giorni promemoria' });
const reminderText = () => screen.getByRole('textbox', { name: 'Testo promemoria' });
const saveButton = () => screen.getByRole('button', { name: 'SALVA' });

describe('SmsSettingsPage', () => {
  it('shows the loaded values', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'SMS' })).toBeInTheDocument();

    expect(sender()).toHaveValue('OFFICINA');
    expect(screen.getByText('8/11 caratteri')).toBeInTheDocument();
    expect(reminderDays()).toHaveValue('2');
    expect(reminderText()).toHaveValue(STORED.testo_promemoria);
    expect(screen.getByRole('textbox', { name: 'Testo veicolo pronto' })).toHaveValue(
      'Il veicolo $targa$ è pronto.',
    );
    // The token is write-only: the field is empty and only says one is stored.
    const token = screen.getByLabelText('Token');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', 'Token impostato');
    expect(screen.getByRole('switch', { name: /Invio automatico/ })).toBeChecked();
    // Every stored text uses only the variables its template allows (spec 001 §5).
    expect(screen.queryByText(/Variabili non previste/)).not.toBeInTheDocument();
    expect(api.unmatched).toEqual([]);
  });

  it('keeps the sender to 11 characters (extra typing is ignored)', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'SMS' });

    await user.clear(sender());
    await user.type(sender(), 'AUTOFFICINA ROSSI');
    expect(sender()).toHaveValue('AUTOFFICINA');
    expect(screen.getByText('11/11 caratteri')).toBeInTheDocument();

    await user.click(saveButton());
    await screen.findByText(COMMON_MSG.saved);
    expect(puts()[0]?.body).toMatchObject({ mittente: 'AUTOFFICINA' });
  });

  it('shows the Italian refusal when a required field is left empty, and keeps the typing', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'SMS' });

    await user.clear(reminderDays());
    await user.click(saveButton());

    expect(
      await screen.findByText('Giorni promemoria: inserire un numero da 0 a 60'),
    ).toBeVisible();
    expect(SETTINGS_MSG.reminderDaysInvalid).toBe(
      'Giorni promemoria: inserire un numero da 0 a 60',
    );
    expect(puts()[0]?.body).toMatchObject({ giorni_promemoria: '' });
    expect(reminderDays()).toHaveValue('');
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
  });

  it('sends the edited values with SALVA and says "Salvato"', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'SMS' });

    await user.clear(sender());
    await user.type(sender(), 'REVIONE');
    await user.clear(reminderDays());
    await user.type(reminderDays(), '3');
    await user.clear(reminderText());
    await user.type(reminderText(), 'Revisione il $giorno$');
    await user.click(saveButton());

    expect(await screen.findByText('Salvato')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    const put = puts()[0]!;
    expect(put.url.pathname).toBe(buildUrl(saveSettings, { section: 'sms' }));
    // Every field of the screen is sent; no token, since none was typed (write-only).
    expect(put.body).toEqual({
      mittente: 'REVIONE',
      giorni_promemoria: 3,
      invio_automatico: true,
      ora_invio: '08:30',
      richiami_automatici: false,
      giorno_richiami: 5,
      testo_promemoria: 'Revisione il $giorno$',
      testo_richiami: STORED.testo_richiami,
      testo_normalizzati: '',
      testo_tagliandini: '',
      testo_veicolo_pronto: STORED.testo_veicolo_pronto,
      testo_conferma_web: '',
    });
    // The screen now shows what was saved.
    expect(sender()).toHaveValue('REVIONE');
    expect(reminderDays()).toHaveValue('3');
  });
});
