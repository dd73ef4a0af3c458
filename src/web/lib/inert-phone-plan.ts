/**
 * The numbering plan (`@shared/domain/phone-plan`) that the endpoint contracts see in the
 * production web bundle, swapped in by `scripts/vite-inert-zod.ts` (README "Performance",
 * "Assets"): the contracts use it only inside their zod schemas, which never validate in the
 * browser (`inert-zod.ts`), so libphonenumber-js stays out of the login and grid bundles. A
 * call throws at once, so a screen relying on it through a contract fails loudly in e2e;
 * screens that check phones import the real module.
 */
import type * as plan from '@shared/domain/phone-plan';

function refuse(): never {
  throw new Error('il piano di numerazione non è nel bundle dei contratti');
}

export const checkPhone: typeof plan.checkPhone = refuse;
export const isPossiblePhone: typeof plan.isPossiblePhone = refuse;
