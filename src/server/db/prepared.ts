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
 * A Drizzle prepared select of either driver, as far as `arrayRows` uses it: `all()`
 * runs it with `rawQueryConfig`, the driver's own query options (Drizzle's public types
 * leave both out). Internal to Drizzle, so `arrayRows` checks they are there.
 */
type DriverQuery = {
  rawQueryConfig: Record<string, unknown>;
  all(values: Record<string, unknown>): Promise<unknown[]>;
};

/**
 * Prepared select `prepared` (one of `db.select(…).prepare(name)`) as a function of its
 * placeholders' `values` resolving to its rows as the driver returns them in array mode:
 * one array a row, the columns in the select's order, dates as `YYYY-MM-DD` text, int8 as
 * text on node-postgres and a number or bigint on PGlite, no Drizzle per-cell decoding and
 * no object a row. For lists of thousands of rows written straight to JSON (bench/README.md
 * "Recall list"). `R` is the caller's tuple of the row. Throws at once when the prepared
 * query lacks the Drizzle internals it relies on; the returned function rejects with the
 * driver's error.
 */
export function arrayRows<R extends readonly unknown[]>(
  prepared: object,
): (values: Record<string, unknown>) => Promise<R[]> {
  const q = prepared as Partial<DriverQuery>;
  if (typeof q.rawQueryConfig !== 'object' || q.rawQueryConfig === null || !q.all)
    throw new Error('arrayRows: not a Drizzle prepared query of node-postgres or PGlite');
  // Both drivers read `rowMode` from these options: 'array' builds arrays, not objects.
  q.rawQueryConfig = { ...q.rawQueryConfig, rowMode: 'array' };
  const query = q as DriverQuery;
  return (values) => query.all(values) as Promise<R[]>;
}
