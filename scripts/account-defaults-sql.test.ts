/** The account-defaults migration is the one the defaults module writes (spec 000 §9, 001 §9). */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountDefaultsSql, MIGRATION_FILE } from './account-defaults-sql';

describe('0011_account_defaults.sql', () => {
  it('fills exactly ACCOUNT_DEFAULTS (when they change, add a new migration: never rewrite this one)', () => {
    expect(fs.readFileSync(MIGRATION_FILE, 'utf8')).toBe(accountDefaultsSql());
  });
});
