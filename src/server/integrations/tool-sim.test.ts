/**
 * The ReviApp Tool simulator (spec 000 §7, 001 §7; README "SMS provider and ReviApp Tool simulator"): every
 * tool call, the modes, per-number answers, CORS (with preflight and Private Network
 * Access), form, multipart and JSON bodies, the control endpoints and the CLI.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_MSG } from '@shared/messages';
import { vehiclesForDate, type ToolVehicle } from './tool-sim-data';
import { localNumber, runToolSimCli, startToolSimulator, type ToolSimulator } from './tool-sim';

const APP = 'http://localhost:3000';
let sim: ToolSimulator;

beforeAll(async () => {
  sim = await startToolSimulator({
    port: 0,
    config: { noWhatsapp: ['3330000000'], today: '2026-05-04' },
  });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => sim.reset());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: APP },
  body: new URLSearchParams(fields).toString(),
});
async function text(path: string, init?: RequestInit) {
  const res = await fetch(`${sim.url}${path}`, init);
  return { status: res.status, body: await res.text(), headers: res.headers };
}

describe('tool calls', () => {
  it('POST /sn answers the machine id', async () => {
    expect((await text('/sn', { method: 'POST' })).body).toBe('REVIAPP-SIM-0001');
    sim.configure({ machineId: 'PC-BANCO-2' });
    expect((await text('/sn', { method: 'POST' })).body).toBe('PC-BANCO-2');
  });

  it('POST /invio_diretto and /invia_wa send, record, and honour no-WhatsApp numbers', async () => {
    const r1 = await text('/invio_diretto', form({ tel: '3331234567', text: 'Ciao & grazie' }));
    expect(r1).toMatchObject({ status: 200, body: 'inviato' });
    expect(r1.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await text('/invia_wa', form({ tel: '+39 333 0000000', text: 'x' }))).body).toBe(
      'no_wa',
    );
    expect((await text('/invia_wa', form({ tel: '393339876543', text: 'Promemoria' }))).body).toBe(
      'inviato',
    );
    expect((await text('/invia_wa', form({ tel: '12', text: 'x' }))).body).toBe('errore');
    expect((await text('/invia_wa', form({ tel: '3331234567', text: '' }))).body).toBe('errore');
    expect(sim.sent.map((s) => [s.endpoint, s.tel, s.text])).toEqual([
      ['invio_diretto', '3331234567', 'Ciao & grazie'],
      ['invia_wa', '393339876543', 'Promemoria'],
    ]);
    expect(sim.calls).toHaveLength(5);
  });

  it('POST /init_wa and /end_wa', async () => {
    expect((await text('/init_wa', { method: 'POST' })).body).toBe('ok');
    expect((await text('/end_wa', { method: 'POST' })).body).toBe('ok');
  });

  it('GET /lista_veicoli (today) and /lista_veicoli_old?data= list realistic, stable records', async () => {
    const today = await fetch(`${sim.url}/lista_veicoli`).then((r) => r.json());
    expect(today).toEqual(vehiclesForDate('2026-05-04'));
    const old = await fetch(`${sim.url}/lista_veicoli_old?data=2025-11-20`).then(
      (r) => r.json() as Promise<ToolVehicle[]>,
    );
    expect(old).toEqual(vehiclesForDate('2025-11-20'));
    expect(old.length).toBeGreaterThanOrEqual(3);
    for (const v of old) {
      expect(Object.keys(v).sort()).toEqual([
        'alimentazione_2',
        'cap',
        'citta',
        'cognome',
        'indirizzo',
        'nome',
        'targa',
        'tipo_veicolo',
        'veicolo',
      ]);
      expect(v.targa).toMatch(/^[A-Z]{2}(\d{5}|\d{3}[A-Z]{2})$/);
    }
    expect(vehiclesForDate('2025-11-20')).not.toEqual(vehiclesForDate('2025-11-21'));
    expect((await text('/lista_veicoli_old?data=2025-02-30')).status).toBe(400);
    const mine = [{ ...old[0]!, targa: 'AB12345', cognome: 'ROSSI' }];
    sim.configure({ vehicles: { '2026-05-04': mine } });
    expect(await fetch(`${sim.url}/lista_veicoli`).then((r) => r.json())).toEqual(mine);
  });

  it('POST /mail_prenotazione answers "E-mail inviata" and records the mail', async () => {
    const r = await text(
      '/mail_prenotazione',
      form({ destinatario: 'a@b.it', allegato: 'JVBERi0x', modello: 'base' }),
    );
    expect(r.body).toBe(MESSAGING_MSG.emailSent);
    expect(sim.sent[0]).toMatchObject({
      endpoint: 'mail_prenotazione',
      destinatario: 'a@b.it',
      modello: 'base',
      allegatoBytes: 8,
    });
    expect((await text('/mail_prenotazione', form({ destinatario: 'nope' }))).body).toBe('errore');
  });

  it('answers 404 to an unknown call', async () => {
    expect((await text('/nope', { method: 'POST' })).status).toBe(404);
    expect((await text('/invia_wa')).status).toBe(404); // GET is not a tool call
  });
});

describe('modes and per-number answers', () => {
  it('accedi and errore modes answer every WhatsApp call with that word, sending nothing', async () => {
    sim.configure({ mode: 'accedi' });
    expect((await text('/init_wa', { method: 'POST' })).body).toBe('accedi');
    expect((await text('/invia_wa', form({ tel: '3331234567', text: 'x' }))).body).toBe('accedi');
    sim.configure({ mode: 'errore' });
    expect((await text('/init_wa', { method: 'POST' })).body).toBe('errore');
    expect((await text('/invio_diretto', form({ tel: '3331234567', text: 'x' }))).body).toBe(
      'errore',
    );
    expect((await text('/lista_veicoli')).body).toBe('errore');
    expect(sim.sent).toHaveLength(0);
  });

  it('down mode drops tool connections; control calls still answer', async () => {
    sim.configure({ mode: 'down' });
    await expect(fetch(`${sim.url}/sn`, { method: 'POST' })).rejects.toThrow();
    const config = (await fetch(`${sim.url}/__sim/config`).then((r) => r.json())) as {
      mode: string;
    };
    expect(config.mode).toBe('down');
  });

  it("delayMs holds every tool answer (for the app's timeouts)", async () => {
    sim.configure({ delayMs: 150 });
    const started = performance.now();
    expect((await text('/sn', { method: 'POST' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fixed answers per number, set over the control endpoint', async () => {
    const res = await fetch(`${sim.url}/__sim/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        numberAnswers: { '3335550000': 'errore', '+393335550001': 'accedi' },
      }),
    });
    expect(res.status).toBe(200);
    expect((await text('/invia_wa', form({ tel: '3335550000', text: 'x' }))).body).toBe('errore');
    expect((await text('/invia_wa', form({ tel: '3335550001', text: 'x' }))).body).toBe('accedi');
    const bad = await fetch(`${sim.url}/__sim/config`, { method: 'POST', body: '{"mode":"boh"}' });
    expect(bad.status).toBe(400);
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    expect(sim.config().numberAnswers).toEqual({});
  });

  it('exposes what it sent over GET /__sim/sent and /__sim/calls', async () => {
    await text('/invia_wa', form({ tel: '3331234567', text: 'uno' }));
    const sent = await fetch(`${sim.url}/__sim/sent`).then((r) => r.json());
    expect(sent).toMatchObject([{ endpoint: 'invia_wa', tel: '3331234567', text: 'uno' }]);
    const calls = await fetch(`${sim.url}/__sim/calls`).then((r) => r.json());
    expect(calls).toMatchObject([
      { path: '/invia_wa', answer: 'inviato', fields: { tel: '3331234567' } },
    ]);
  });
});

describe('bodies and CORS', () => {
  it('accepts JSON and multipart FormData bodies like form-encoded ones', async () => {
    const json = await text('/invia_wa', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tel: '3331112222', text: 'json' }),
    });
    expect(json.body).toBe('inviato');
    const fd = new FormData();
    fd.set('tel', '3331113333');
    fd.set('text', 'multipart');
    expect((await text('/invia_wa', { method: 'POST', body: fd })).body).toBe('inviato');
    const mail = new FormData();
    mail.set('destinatario', 'c@d.it');
    mail.set('modello', 'base');
    mail.set(
      'allegato',
      new Blob([new Uint8Array(1234)], { type: 'application/pdf' }),
      'foglio.pdf',
    );
    expect((await text('/mail_prenotazione', { method: 'POST', body: mail })).body).toBe(
      MESSAGING_MSG.emailSent,
    );
    expect(sim.sent.map((s) => s.text ?? s.allegatoBytes)).toEqual(['json', 'multipart', 1234]);
    // Chrome's boundary is mixed case ("----WebKitFormBoundaryAbC…"): it must survive.
    const boundary = '----WebKitFormBoundaryAbCdEfGh';
    const chrome = await text('/invia_wa', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}\r\nContent-Disposition: form-data; name="tel"\r\n\r\n3331114444\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nchrome\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    });
    expect(chrome.body).toBe('inviato');
    const broken = await text('/invia_wa', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(broken).toMatchObject({ status: 400, body: 'errore' });
  });

  it('answers preflights for the app origins, with Private Network Access', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]) {
      const res = await fetch(`${sim.url}/invia_wa`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
      expect(res.headers.get('access-control-allow-private-network')).toBe('true');
    }
  });

  it('refuses other origins without side effects; origins are configurable', async () => {
    const evil = {
      ...form({ tel: '3331234567', text: 'spam' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
    };
    const r = await text('/invia_wa', evil);
    expect(r.status).toBe(403);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(sim.sent).toHaveLength(0);
    sim.configure({ origins: ['https://evil.example'] });
    expect((await text('/invia_wa', evil)).body).toBe('inviato');
  });
});

describe('helpers and CLI', () => {
  it('localNumber strips the 39 prefix and punctuation', () => {
    expect(localNumber('+39 333-123 4567')).toBe('3331234567');
    expect(localNumber('393331234567')).toBe('3331234567');
    expect(localNumber('333123456')).toBe('333123456');
  });

  it('the CLI reads port, mode, no-WhatsApp numbers and origins from env and arguments', async () => {
    const lines: string[] = [];
    const cli = await runToolSimCli(
      ['--port', '0'],
      {
        TOOL_SIM_PORT: '1987',
        TOOL_SIM_MODE: 'accedi',
        TOOL_SIM_NO_WA: '3330000001, 3330000002',
        TOOL_SIM_ORIGINS: 'http://app.test',
        TOOL_SIM_MACHINE_ID: 'CLI-PC',
      },
      (line) => lines.push(line),
    );
    try {
      expect(cli.port).not.toBe(1987);
      expect(cli.config()).toMatchObject({
        mode: 'accedi',
        noWhatsapp: ['3330000001', '3330000002'],
        origins: ['http://app.test'],
        machineId: 'CLI-PC',
      });
      await fetch(`${cli.url}/init_wa`, { method: 'POST' });
      expect(lines).toEqual([
        expect.stringContaining('simulator on'),
        'POST /init_wa → 200 accedi',
      ]);
    } finally {
      await cli.close();
    }
  });
});
