/** Configuration from the environment (README "Configuration"). */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DRAIN_DELAY_MS, LB_CHECK, loadConfig, loadDatabaseConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults for the embedded set-up', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://revisioni.example.it',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('drains by default as long as deploy/haproxy.cfg takes to see the failed check, plus margin', () => {
    const cfg = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg'),
      'utf8',
    );
    const m = /default-server inter (\d+)ms fall (\d+)/.exec(cfg);
    expect(m).not.toBeNull();
    expect([Number(m![1]), Number(m![2])]).toEqual([LB_CHECK.intervalMs, LB_CHECK.fall]);
    expect(loadConfig({}).DRAIN_DELAY_MS).toBe(DEFAULT_DRAIN_DELAY_MS);
    expect(DEFAULT_DRAIN_DELAY_MS).toBe(1000);
    expect(loadConfig({ DRAIN_DELAY_MS: '0' }).DRAIN_DELAY_MS).toBe(0);
  });

  it('refuses an http:// PUBLIC_URL in production except for this machine', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) } as const;
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://revisioni.example.it' })).toThrow(
      /PUBLIC_URL deve iniziare con https:\/\//,
    );
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://10.0.0.5:8080' })).toThrow(/https/);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(loadConfig({ ...prod, PUBLIC_URL: local }).PUBLIC_URL).toBe(`${local}/`);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://revisioni.example.it' }).PUBLIC_URL).toBe(
      'https://revisioni.example.it/',
    );
    // Outside production http is fine (a developer's machine, a test network).
    expect(loadConfig({ PUBLIC_URL: 'http://officina.lan:3000' }).PUBLIC_URL).toBe(
      'http://officina.lan:3000/',
    );
  });

  it('refuses a short super-admin secret in production, and keeps 8 characters elsewhere', () => {
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://revisioni.example.it',
    } as const;
    expect(() => loadConfig({ ...prod, ADMIN_PASSWORD: 'a'.repeat(15) })).toThrow(
      /ADMIN_PASSWORD must have at least 16 characters/,
    );
    expect(loadConfig({ ...prod, ADMIN_PASSWORD: 'a'.repeat(16) }).ADMIN_PASSWORD).toHaveLength(16);
    // Unset in production: a 32-character secret is generated at first start.
    expect(loadConfig(prod).ADMIN_PASSWORD).toBeUndefined();
    expect(loadConfig({ ADMIN_PASSWORD: 'a'.repeat(8) }).ADMIN_PASSWORD).toHaveLength(8);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a'.repeat(7) })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses an outbox lease not longer than the SMS timeout, naming both', () => {
    expect(loadConfig({}).OUTBOX_LEASE_MS).toBeGreaterThan(loadConfig({}).SMS_TIMEOUT_MS);
    expect(() => loadConfig({ OUTBOX_LEASE_MS: '15000', SMS_TIMEOUT_MS: '15000' })).toThrow(
      /OUTBOX_LEASE_MS \(15000\) deve essere maggiore di SMS_TIMEOUT_MS \(15000\)/,
    );
    expect(() => loadConfig({ OUTBOX_LEASE_MS: '10000', SMS_TIMEOUT_MS: '20000' })).toThrow(
      /da verificare/,
    );
    expect(loadConfig({ OUTBOX_LEASE_MS: '20001', SMS_TIMEOUT_MS: '20000' }).OUTBOX_LEASE_MS).toBe(
      20001,
    );
  });

  it('ends quick-login device tokens after 90 days without use unless configured', () => {
    expect(loadConfig({}).DEVICE_TOKEN_IDLE_DAYS).toBe(90);
    expect(loadConfig({ DEVICE_TOKEN_IDLE_DAYS: '30' }).DEVICE_TOKEN_IDLE_DAYS).toBe(30);
    expect(() => loadConfig({ DEVICE_TOKEN_IDLE_DAYS: '0' })).toThrow(/DEVICE_TOKEN_IDLE_DAYS/);
  });

  it('sizes the pool from DATABASE_POOL_MAX (default 10) and refuses a bad size in Italian', () => {
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).DATABASE_POOL_MAX).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'dieci', '100000'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(
        /DATABASE_POOL_MAX deve essere un numero intero da 1 a 500/,
      );
    expect(loadDatabaseConfig({ DATABASE_POOL_MAX: '4' }).DATABASE_POOL_MAX).toBe(4);
    expect(() => loadDatabaseConfig({ DATABASE_POOL_MAX: 'x' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('takes a direct URL for LISTEN and the start-up lock, and a safe instance name', () => {
    expect(loadConfig({}).DATABASE_DIRECT_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'non un url' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(loadConfig({ INSTANCE_NAME: 'web-1' }).INSTANCE_NAME).toBe('web-1');
    expect(() => loadConfig({ INSTANCE_NAME: "x'; drop" })).toThrow(/INSTANCE_NAME/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.1/40', 'proxy.example'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
