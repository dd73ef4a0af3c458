/** The account-defaults migration is the one the defaults module writes (spec 000 §9, 001 §9). */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountDefaultsSql, MIGRATION_FILE } from './account-defaults-sql';

describe('the newest account-defaults migration', () => {
  it('fills exactly ACCOUNT_DEFAULTS (when they change, add a new migration: never rewrite an old one)', () => {
    expect(fs.readFileSync(MIGRATION_FILE, 'utf8')).toBe(accountDefaultsSql());
  });
});
