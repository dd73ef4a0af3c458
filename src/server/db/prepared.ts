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
