/**
 * Vite plugin (production build only): the endpoint contracts in `src/shared/contracts`
 * import inert stand-ins instead of what only validation needs, so the web bundle carries
 * their methods, paths and constants without it (README "Performance", "Assets": login ≤ 150 KB and
 * login + grid ≤ 194 KB):
 * - `zod` → `src/web/lib/inert-zod.ts` (~30 KB brotli);
 * - the numbering plan `src/shared/domain/phone-plan.ts` (libphonenumber-js and its metadata,
 *   ~40 KB brotli) → `src/web/lib/inert-phone-plan.ts`; the screens that check phones
 *   (the edit dialog, Importa YAP) import the real one, in their own lazy chunks.
 * Only imports made by contract files are redirected: any other module that imported them
 * would get the real one (and show up in `npm run bench:assets`). The dev server and Vitest
 * are untouched (`apply: 'build'`), and so is a development build (`NODE_ENV=development
 * vite build`, which `npm start` makes when NODE_ENV says so): its `call()` checks every
 * answer against the real contracts (`import.meta.env.DEV`), which an inert zod refuses, so
 * the stand-ins go only where `import.meta.env.PROD` is true (Vite's `isProduction`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const at = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const CONTRACTS = at('../src/shared/contracts/');
const SHARED = at('../src/shared/');
const INERT_ZOD = at('../src/web/lib/inert-zod.ts');
/** Validation-only modules a contract may import (absolute, without extension) → stand-in. */
const INERT_MODULES = new Map([
  [at('../src/shared/domain/phone-plan'), at('../src/web/lib/inert-phone-plan.ts')],
]);

/** The stand-in for `source` imported by `importer`, or null to resolve it as usual. */
export function inertFor(source: string, importer: string | undefined): string | null {
  if (!importer || !path.normalize(importer).startsWith(CONTRACTS)) return null;
  if (source === 'zod') return INERT_ZOD;
  const target = source.startsWith('@shared/')
    ? path.join(SHARED, source.slice('@shared/'.length))
    : source.startsWith('.')
      ? path.resolve(path.dirname(importer), source)
      : null;
  return target ? (INERT_MODULES.get(target.replace(/\.ts$/, '')) ?? null) : null;
}

export function inertZodInContracts(): Plugin {
  let production = false;
  return {
    name: 'reviapp-inert-zod',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      production = config.isProduction;
    },
    resolveId: (source, importer) => (production ? inertFor(source, importer) : null),
  };
}
