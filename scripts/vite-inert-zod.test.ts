/** Which imports of the contracts get an inert stand-in in the production web build. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inertFor } from './vite-inert-zod';

const file = (rel: string) => fileURLToPath(new URL(`../src/${rel}`, import.meta.url));
const contract = file('shared/contracts/appointments.ts');

describe('inertFor', () => {
  it('gives the contracts an inert zod and an inert numbering plan', () => {
    expect(inertFor('zod', contract)).toBe(file('web/lib/inert-zod.ts'));
    expect(inertFor('../domain/phone-plan', contract)).toBe(file('web/lib/inert-phone-plan.ts'));
    expect(inertFor('@shared/domain/phone-plan', contract)).toBe(
      file('web/lib/inert-phone-plan.ts'),
    );
  });

  it('leaves every other import alone, and every other importer', () => {
    expect(inertFor('../domain/phone', contract)).toBeNull();
    expect(inertFor('./common', contract)).toBeNull();
    const dialog = file('web/features/appointments/lib/appointment-form.ts');
    expect(inertFor('@shared/domain/phone-plan', dialog)).toBeNull();
    expect(inertFor('zod', dialog)).toBeNull();
    expect(inertFor('zod', undefined)).toBeNull();
  });
});
