/**
 * Rate limits of the public booking endpoints (docs/BOOKING.md), counted in `rate_limits` like
 * the sign-in limits (`auth/login-limits.ts`: shared by every instance, atomic): per client
 * address — `{addr}` is the same address key the sign-in limits count (`addressKey`: `req.ip`,
 * X-Forwarded-For only from TRUST_PROXY, an IPv6 address as its /64, so a host rotating
 * through its own block gains nothing) — `booking-ip:{addr}` BOOKING_RATE_LIMIT bookings an
 * hour, `booking-read-ip:{addr}` BOOKING_READ_RATE_LIMIT reads a minute. Over the limit: 429
 * `rate_limited` with Retry-After.
 */
import type { FastifyRequest } from 'fastify';
import { addressKey, hitWindow } from '@server/auth/login-limits';
import type { Config } from '@server/config';
import { rateLimited } from '@server/http/errors';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Counts one booking attempt of the request's address; throws 429 past the limit. */
export async function limitBooking(req: FastifyRequest): Promise<void> {
  const { db } = req.server.deps.database;
  const hit = await hitWindow(db, `booking-ip:${addressKey(req.ip)}`, HOUR_MS);
  if (hit.hits > req.server.deps.config.BOOKING_RATE_LIMIT) throw rateLimited(hit.retryMs / 1000);
}

/**
 * The read limit's counter of the request's address: its `rate_limits` key and window (ms),
 * for a statement that counts the hit itself (the public day, `publicDayByLink`).
 */
export function bookingReadWindow(req: FastifyRequest): { key: string; windowMs: number } {
  return { key: `booking-read-ip:${addressKey(req.ip)}`, windowMs: MINUTE_MS };
}

/** Throws 429 with Retry-After when `hit` is past BOOKING_READ_RATE_LIMIT. */
export function assertBookingRead(
  config: Pick<Config, 'BOOKING_READ_RATE_LIMIT'>,
  hit: { hits: number; retryMs: number },
): void {
  if (hit.hits > config.BOOKING_READ_RATE_LIMIT) throw rateLimited(hit.retryMs / 1000);
}

/** Counts one public read (link, day, confirm page) of the request's address; throws 429. */
export async function limitBookingRead(req: FastifyRequest): Promise<void> {
  const { db } = req.server.deps.database;
  const { key, windowMs } = bookingReadWindow(req);
  assertBookingRead(req.server.deps.config, await hitWindow(db, key, windowMs));
}
