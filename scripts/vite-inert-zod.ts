/**
 * Vite plugin (production build only): the endpoint contracts in `src/shared/contracts`
 * import `src/web/lib/inert-zod.ts` instead of `zod`, so the web bundle carries their
 * methods, paths and constants without zod itself (README "Performance", "Assets": login ≤ 150 KB and
 * login + grid ≤ 220 KB). Only imports made by contract files are redirected: any other
 * module that imported zod would get the real one (and show up in `npm run bench:assets`).
 * The dev server and Vitest are untouched (`apply: 'build'`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CONTRACTS = fileURLToPath(new URL('../src/shared/contracts/', import.meta.url));
const INERT = fileURLToPath(new URL('../src/web/lib/inert-zod.ts', import.meta.url));

export function inertZodInContracts(): Plugin {
  return {
    name: 'reviapp-inert-zod',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer) return null;
      return path.normalize(importer).startsWith(CONTRACTS) ? INERT : null;
    },
  };
}
