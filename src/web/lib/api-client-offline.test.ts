/**
 * Offline, writes are refused before any request: the caller gets the
 * Italian "Sei offline…" message instead of a write queued or lost; reads still go out (the
 * service worker may answer them from its cache).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppointment, getDay } from '@shared/contracts/appointments';
import { COMMON_MSG } from '@shared/messages';
import { ApiError, call } from './api-client';
import { isBrowserOffline } from './online';

function stub(onLine: boolean) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ appointments: [] })));
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call() while the browser is offline', () => {
  it('refuses a write at once with the offline message, sending nothing', async () => {
    const fetch = stub(false);
    expect(isBrowserOffline()).toBe(true);
    const err = await call(createAppointment, {
      body: { date: '2031-05-06', row: 0, column: 1, surname: 'ROSSI' },
    } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(COMMON_MSG.offlineWrite);
    expect((err as ApiError).status).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still sends reads (the service worker may answer from its cache)', async () => {
    const fetch = stub(false);
    await expect(call(getDay, { query: { date: '2031-05-06' } })).resolves.toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends writes when online', async () => {
    const fetch = stub(true);
    // The stub's answer is not a created appointment: the dev-mode contract check says so.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isBrowserOffline()).toBe(false);
    await call(createAppointment, {
      body: { date: '2031-05-06', row: 0, column: 1, surname: 'ROSSI' },
    } as never);
    expect(fetch).toHaveBeenCalledOnce();
    report.mockRestore();
  });
});
