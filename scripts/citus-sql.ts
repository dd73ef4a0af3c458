/**
 * `npm run db:citus`: rewrites `src/server/db/citus.sql` from the table classes of
 * `src/server/db/distribution.ts` (docs/SCALING.md). `distribution.test.ts` fails while the
 * file is not current. Throws (exit code 1) when a table of the schema is not classed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { citusSql } from '@server/db/distribution';

const CITUS_SQL = path.resolve(import.meta.dirname, '../src/server/db/citus.sql');

fs.writeFileSync(CITUS_SQL, citusSql());
console.log(`${path.relative(process.cwd(), CITUS_SQL)}: rewritten`);
