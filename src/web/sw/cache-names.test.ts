/** Which API answers the service worker keeps for offline reading. */
import { describe, expect, it } from 'vitest';
import { getAppointment, getDay, searchVehicles } from '@shared/contracts/appointments';
import { getSession } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { getOfflineBackup } from '@shared/contracts/system';
import { isOfflineReadable } from './cache-names';

const u = (path: string) => new URL(path, 'http://127.0.0.1:3000');
const session = buildUrl(getSession);
const day = buildUrl(getDay, undefined, { date: '2031-05-06' });

describe('isOfflineReadable', () => {
  it('keeps the session and one grid day, GET only', () => {
    expect(isOfflineReadable(u(session), 'GET')).toBe(true);
    expect(isOfflineReadable(u(day), 'GET')).toBe(true);
    expect(isOfflineReadable(u(day), 'POST')).toBe(false);
    expect(isOfflineReadable(u(session), 'DELETE')).toBe(false);
  });

  it('keeps nothing else under /api', () => {
    for (const path of [
      buildUrl(getDay),
      buildUrl(getDay, undefined, { date: '2031-05-06', x: 1 }),
      buildUrl(getSession, undefined, { x: 1 }),
      buildUrl(searchVehicles, undefined, { phone: '333' }),
      buildUrl(getAppointment, { id: 12 }),
      buildUrl(getOfflineBackup),
    ])
      expect(isOfflineReadable(u(path), 'GET'), path).toBe(false);
  });
});
