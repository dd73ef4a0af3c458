/**
 * Each account's SMS credit for lista_utenti (spec 001 §7 "Credits lookup by SMS token",
 * §8 'errore', §9 below 200 in red): read on the server with each workshop's own token,
 * several at a time, each with a short timeout, so one slow or broken account cannot hold
 * the list. The token never leaves the server.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { settings } from '@server/db/schema';
import type { SmsProvider } from '@server/integrations/sms-provider';

/** Longest wait for one account's credit, ms (the list shows "errore" past it). */
export const CREDIT_TIMEOUT_MS = 4000;
/** Lookups in flight at once. */
export const CREDIT_CONCURRENCY = 8;

/** Resolves to `p`'s value, or rejects after `ms`. */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('credit lookup timed out')), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** Runs `fn` over `items`, at most `limit` at a time; results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The credit of every account (`credit` null when the lookup failed, timed out, or the
 * provider refused the account's token). Same order as `workshopIds`.
 */
export async function readCredits(
  db: DbOrTx,
  provider: SmsProvider,
  workshopIds: readonly number[],
  timeoutMs = CREDIT_TIMEOUT_MS,
): Promise<{ id: number; credit: number | null }[]> {
  const tokens = await db.execute<{ workshop_id: number; token: string | null }>(
    sql`/* all-tenants: the super-admin's list reads each account's own SMS token */
        select ${settings.workshopId} as workshop_id, ${settings.value}->>'token' as token
          from ${settings} where ${settings.section} = 'sms'`,
  );
  const tokenOf = new Map(tokens.rows.map((r) => [Number(r.workshop_id), r.token ?? '']));
  return mapLimit(workshopIds, CREDIT_CONCURRENCY, async (id) => {
    // No token: the provider refuses it (the development provider answers anyway).
    const token = tokenOf.get(id) ?? '';
    try {
      return { id, credit: await within(provider.credits(token), timeoutMs) };
    } catch {
      return { id, credit: null };
    }
  });
}
