import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { SECRET_SETTINGS, SETTINGS_SCHEMAS, SETTINGS_SECTIONS } from '@shared/contracts/settings';
import {
  API_TABLE_END,
  API_TABLE_START,
  contractDoc,
  renderApiTable,
  replaceApiTable,
} from './api-table';

const CONTRACT = fileURLToPath(new URL('../docs/CONTRACT.md', import.meta.url));

describe('docs/CONTRACT.md API table', () => {
  it('is the table generated from ALL_ENDPOINTS (run `npm run docs:api` to refresh it)', async () => {
    const doc = fs.readFileSync(CONTRACT, 'utf8');
    expect(await contractDoc(doc, CONTRACT)).toBe(doc);
  });

  it('lists every endpoint once, with its method and path', () => {
    const table = renderApiTable(ALL_ENDPOINTS);
    for (const e of ALL_ENDPOINTS) expect(table).toContain(`| ${e.method} \`${e.path}\` |`);
    expect(table.split('\n').filter((l) => l.startsWith('| ') && l.includes('`/'))).toHaveLength(
      ALL_ENDPOINTS.length,
    );
  });

  it('lists each settings section with its fields under the table, not in the cell', () => {
    const table = renderApiTable(ALL_ENDPOINTS);
    const row = table.split('\n').find((l) => l.startsWith('| GET `/settings/:section` |'));
    expect(row).toContain('`{…} per section`');
    for (const section of SETTINGS_SECTIONS) {
      const line = table.split('\n').find((l) => l.startsWith(`| \`section = ${section}\` |`));
      const fields = Object.keys(SETTINGS_SCHEMAS[section].shape).filter(
        (f) => !(SECRET_SETTINGS[section] ?? []).includes(f),
      );
      for (const f of fields) expect(line, section).toMatch(new RegExp(`[{ ]${f}[,}]`));
    }
    expect(table).toContain('token_impostato}');
  });

  it('replaces only the text between the markers', () => {
    const doc = `a\n${API_TABLE_START}\nold\n${API_TABLE_END}\nb\n`;
    expect(replaceApiTable(doc, 'new\n')).toBe(`a\n${API_TABLE_START}\nnew\n${API_TABLE_END}\nb\n`);
    expect(() => replaceApiTable('no markers', 'x')).toThrow();
  });
});
