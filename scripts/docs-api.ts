/**
 * `npm run docs:api`: rewrites the API table of docs/CONTRACT.md from the endpoint
 * contracts (ALL_ENDPOINTS), formatted by Prettier like the rest of the repository.
 * `src/shared/contracts/api-table.test.ts` fails when the committed table is out of date.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractDoc } from './api-table';

const file = fileURLToPath(new URL('../docs/CONTRACT.md', import.meta.url));
const before = fs.readFileSync(file, 'utf8');
const after = await contractDoc(before, file);
if (after === before) {
  console.log('docs/CONTRACT.md: API table already up to date');
} else {
  fs.writeFileSync(file, after);
  console.log('docs/CONTRACT.md: API table rewritten');
}
