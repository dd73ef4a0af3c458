/**
 * Prepared statements, one set per database handle (README "Performance", API): `perHandle(build)` returns
 * a function that calls `build(db)` the first time it sees `db` (the pool, or a transaction)
 * and hands back the same result afterwards, so Drizzle builds each SQL text once per handle
 * and PostgreSQL parses it once per connection. Handles are held weakly: a finished
 * transaction's statements go with it.
 */
import type { DbOrTx } from './client';

export function perHandle<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * The rows of prepared select `prepared` for `values`, as the driver returns them: objects
 * keyed by column name (`vehicle_type`), dates as `YYYY-MM-DD` text, int8 as text on
 * node-postgres and bigint on PGlite, with no Drizzle per-cell decoding. For lists of
 * thousands of rows written straight to JSON (bench/README.md "Recall list"). `R` is the
 * caller's word for the row shape; Drizzle's prepared queries of both drivers have `all()`,
 * which its public types leave out. Rejects with the driver's error.
 */
export function unmappedRows<R>(prepared: object, values: Record<string, unknown>): Promise<R[]> {
  return (prepared as { all(v: Record<string, unknown>): Promise<R[]> }).all(values);
}
