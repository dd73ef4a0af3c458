/**
 * The SMSFactor adapter against the fake provider on 127.0.0.1 (spec 000 §7 /send and /credits, §8 "ERRORE Invio SMS", "SMS non
 * Inviato"). The only waits are the 300 ms timeout under test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_MSG } from '@shared/messages';
import { loadConfig } from '../config';
import { startFakeSmsServer, type FakeSmsServer } from './fake-sms-server';
import { DevSmsProvider, maskPhone } from './sms-dev-provider';
import { mayResend, outcomeUserMessage } from './sms-outcome';
import {
  HttpSmsProvider,
  SmsProviderError,
  redactToken,
  smsProviderFromConfig,
  type SmsLogger,
  type SmsMessage,
} from './sms-provider';

const TOKEN = 'tok-SECRET+/=&42';
const TIMEOUT_MS = 300;

function msg(over: Partial<SmsMessage> = {}): SmsMessage {
  return {
    id: 7,
    to: '3331234567',
    text: 'Promemoria revisione & co.',
    sender: 'Revisione',
    token: TOKEN,
    ...over,
  };
}

function captureLogger(): SmsLogger & { lines: string[] } {
  const lines: string[] = [];
  const push = (obj: object, m: string) => lines.push(`${m} ${JSON.stringify(obj)}`);
  return { lines, info: push, warn: push };
}

let fake: FakeSmsServer;
let logger: ReturnType<typeof captureLogger>;
let provider: HttpSmsProvider;

beforeAll(async () => {
  fake = await startFakeSmsServer({ token: TOKEN, credits: 642 });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.configure({
    failEvery: undefined,
    http500: false,
    hangNext: 0,
    resetNext: 0,
    garbageNext: 0,
  });
});

function freshProvider(simulate = false) {
  logger = captureLogger();
  provider = new HttpSmsProvider({
    baseUrl: `${fake.url}/`,
    timeoutMs: TIMEOUT_MS,
    simulate,
    logger,
  });
  return provider;
}

describe('HttpSmsProvider.send', () => {
  it('sends to=39…, gsmsmsid, sender and token, and keeps the ticket', async () => {
    const before = fake.sends().length;
    const out = await freshProvider().send(msg());
    expect(out).toEqual({ kind: 'sent', ticket: expect.stringMatching(/^\d+$/), simulated: false });
    const req = fake.sends().at(-1)!;
    expect(fake.sends()).toHaveLength(before + 1);
    expect(req).toMatchObject({
      path: '/send',
      to: '393331234567',
      text: 'Promemoria revisione & co.',
      sender: 'Revisione',
      gsmsmsid: '7',
      token: TOKEN,
    });
    expect(outcomeUserMessage(out)).toBe(MESSAGING_MSG.smsSent);
    expect(logger.lines.join('\n')).not.toContain(TOKEN);
    expect(logger.lines.join('\n')).not.toContain('Promemoria');
  });

  it('uses /send/simulate in simulate mode, cuts the sender to 11 and defaults it', async () => {
    const p = freshProvider(true);
    expect(await p.send(msg({ sender: 'Officina Rossi Moto' }))).toMatchObject({
      kind: 'sent',
      simulated: true,
    });
    expect(fake.sends().at(-1)).toMatchObject({ path: '/send/simulate', sender: 'Officina Ro' });
    await p.send(msg({ sender: '  ' }));
    expect(fake.sends().at(-1)?.sender).toBe('Revisione');
  });

  it.each([
    [-1, 'failed_retryable', 'auth'],
    [-3, 'failed_retryable', 'credit'],
    [-7, 'failed_retryable', 'data'],
    [-8, 'unknown', 'moderation'],
    [-2, 'failed_no_retry', 'rejected'],
    [-6, 'failed_no_retry', 'rejected'],
    [-99, 'failed_no_retry', 'rejected'],
    [-42, 'failed_no_retry', 'rejected'],
  ])('maps provider status %i to %s (%s)', async (status, kind, reason) => {
    fake.configure({ failEvery: { n: 1, status, details: `details with ${TOKEN}` } });
    const out = await freshProvider().send(msg());
    expect(out).toMatchObject({ kind, reason, providerStatus: status });
    expect(JSON.stringify(out)).not.toContain(TOKEN);
    expect(mayResend(out)).toBe(kind === 'failed_retryable');
    expect(outcomeUserMessage(out)).toBe(
      kind === 'unknown' ? MESSAGING_MSG.smsSendError : MESSAGING_MSG.smsNotSent,
    );
  });

  it('fails every Nth call only, counting send calls', async () => {
    fake.configure({ failEvery: { n: 3, status: -3 } });
    const p = freshProvider();
    const kinds = [];
    for (let i = 0; i < 6; i++) kinds.push((await p.send(msg({ id: 100 + i }))).kind);
    const failed = kinds.filter((k) => k === 'failed_retryable');
    expect(failed).toHaveLength(2);
    expect(kinds.filter((k) => k === 'sent')).toHaveLength(4);
  });

  it('a wrong token is an authentication failure (status -1)', async () => {
    expect(await freshProvider().send(msg({ token: 'wrong' }))).toMatchObject({
      kind: 'failed_retryable',
      reason: 'auth',
      providerStatus: -1,
    });
  });

  it('a hung call is unknown within the timeout', async () => {
    fake.configure({ hangNext: 1 });
    const started = performance.now();
    const out = await freshProvider().send(msg());
    const elapsed = performance.now() - started;
    expect(out).toMatchObject({ kind: 'unknown', reason: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
    expect(outcomeUserMessage(out)).toBe(MESSAGING_MSG.smsSendError);
  });

  it('a connection reset mid-answer is unknown', async () => {
    fake.configure({ resetNext: 1 });
    expect(await freshProvider().send(msg())).toMatchObject({
      kind: 'unknown',
      reason: 'connection_lost',
    });
  });

  it('a 500 is unknown', async () => {
    fake.configure({ http500: true });
    expect(await freshProvider().send(msg())).toMatchObject({
      kind: 'unknown',
      reason: 'http_status',
      httpStatus: 500,
    });
  });

  it('an unparsable answer is unknown', async () => {
    fake.configure({ garbageNext: 1 });
    expect(await freshProvider().send(msg())).toMatchObject({
      kind: 'unknown',
      reason: 'bad_answer',
    });
  });

  it('a refused connection is retryable (nothing was sent), and sending works again after', async () => {
    await fake.refuse();
    try {
      const out = await freshProvider().send(msg());
      expect(out).toMatchObject({ kind: 'failed_retryable', reason: 'connection' });
      expect(mayResend(out)).toBe(true);
      expect(outcomeUserMessage(out)).toBe(MESSAGING_MSG.smsSendError);
      expect(JSON.stringify(out)).not.toContain(TOKEN);
    } finally {
      await fake.accept();
    }
    expect(await provider.send(msg())).toMatchObject({ kind: 'sent' });
  });

  it('refuses bad input without calling the provider', async () => {
    const before = fake.requests.length;
    const p = freshProvider();
    expect(await p.send(msg({ to: '0612345678' }))).toMatchObject({
      kind: 'failed_no_retry',
      reason: 'invalid_input',
    });
    expect(await p.send(msg({ text: '  ' }))).toMatchObject({
      kind: 'failed_no_retry',
      reason: 'invalid_input',
    });
    expect(await p.send(msg({ token: '' }))).toMatchObject({
      kind: 'failed_retryable',
      reason: 'auth',
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe('HttpSmsProvider.credits', () => {
  it('parses the credits and sends the token as a Bearer header', async () => {
    expect(await freshProvider().credits(TOKEN)).toBe(642);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/credits');
    expect(req.token).toBe(TOKEN);
  });

  it('rejects with a token-free SmsProviderError on refusal, 500, timeout and refused connection', async () => {
    const p = freshProvider();
    const errors: unknown[] = [];
    errors.push(await p.credits('wrong').catch((e: unknown) => e));
    fake.configure({ http500: true });
    errors.push(await p.credits(TOKEN).catch((e: unknown) => e));
    fake.configure({ http500: false });
    await fake.refuse();
    errors.push(await p.credits(TOKEN).catch((e: unknown) => e));
    await fake.accept();
    expect(errors[0]).toMatchObject({ providerStatus: -1 });
    for (const e of errors) {
      expect(e).toBeInstanceOf(SmsProviderError);
      expect(String((e as Error).message)).not.toContain(TOKEN);
      expect(String((e as Error).stack)).not.toContain(TOKEN);
    }
  });
});

describe('development provider and factory', () => {
  it('records without sending and logs one line without the text', async () => {
    const log = captureLogger();
    const dev = new DevSmsProvider({ logger: log, now: () => 1234 });
    const out = await dev.send(msg());
    expect(out).toEqual({ kind: 'sent', ticket: 'dev-7', simulated: true });
    expect(dev.messages).toEqual([
      {
        id: 7,
        to: '3331234567',
        text: 'Promemoria revisione & co.',
        sender: 'Revisione',
        at: 1234,
      },
    ]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).not.toContain('Promemoria');
    expect(log.lines[0]).not.toContain(TOKEN);
    expect(log.lines[0]).toContain(maskPhone('3331234567'));
    expect(await dev.credits(TOKEN)).toBe(1000);
  });

  it('picks the development provider without SMS_PROVIDER_URL, the HTTP one with it', async () => {
    expect(smsProviderFromConfig(loadConfig({}))).toBeInstanceOf(DevSmsProvider);
    const cfg = loadConfig({
      SMS_PROVIDER_URL: fake.url,
      SMS_TIMEOUT_MS: '300',
      SMS_SIMULATE: '1',
    });
    expect(cfg.SMS_TIMEOUT_MS).toBe(300);
    const p = smsProviderFromConfig(cfg);
    expect(p).toBeInstanceOf(HttpSmsProvider);
    expect(await p.send(msg())).toMatchObject({ kind: 'sent', simulated: true });
    expect(loadConfig({}).SMS_TIMEOUT_MS).toBe(15_000);
  });

  it('redacts raw and URL-encoded tokens', () => {
    const enc = new URLSearchParams({ token: TOKEN }).toString();
    expect(redactToken(`a ${TOKEN} b ${encodeURIComponent(TOKEN)} c ${enc}`, TOKEN)).not.toMatch(
      /SECRET/,
    );
  });
});
