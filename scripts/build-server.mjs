// @ts-check
/**
 * The server's production build (README "Production"): `src/server/main.ts` and what it
 * imports, bundled by esbuild into plain JavaScript in `dist/server/` (ES modules, Node 20,
 * npm packages left as imports from node_modules), with the SQL migrations copied beside
 * it (`dist/server/migrations`, where `db/client.ts` looks). Production then runs
 * `node dist/server/main.js`: no TypeScript loader, no npm parent.
 *
 * PGlite is a chunk of its own (`db/pglite.ts` is imported dynamically), loaded only when
 * no `DATABASE_URL` is set.
 *
 * `drizzle-orm` is bundled in (every other package stays an import): Node's ES module loader
 * reads and parses a file's package.json for every module it loads, and drizzle-orm's is 179 KB
 * for ~100 small modules, so loading it from node_modules allocated ~150 MB in the first
 * second and left V8's young generation grown to 128 MB for good (README "Performance",
 * idle memory).
 *
 *   node scripts/build-server.mjs          # build (also part of `npm run build`)
 *
 * Plain JavaScript on purpose: `npm start` runs it before anything can compile TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Repository root (this file lives in `scripts/`). */
export const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the build goes; `dist/server/main.js` is the entry. */
export const SERVER_OUT = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT, 'main.js');
/** Sources the server build depends on. */
const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

/**
 * Newest modification time under `p` (a file or a folder, recursively), ms since the epoch;
 * 0 when it does not exist.
 * @param {string} p
 * @returns {number}
 */
export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * True when `dist/server/main.js` is missing or older than any server or shared source.
 * @returns {boolean}
 */
export function serverBuildStale() {
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  return built < Math.max(...SERVER_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
}

/** Packages bundled into the server build instead of imported from node_modules. */
const BUNDLED_PACKAGES = new Set(['drizzle-orm']);

/**
 * esbuild `external` patterns: every dependency of package.json (and its subpaths) except
 * BUNDLED_PACKAGES.
 * @returns {string[]}
 */
function externalPackages() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const names = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ]);
  return [...names].filter((n) => !BUNDLED_PACKAGES.has(n)).flatMap((n) => [n, `${n}/*`]);
}

/**
 * Builds the server into `dist/server` (replacing what was there). Rejects with esbuild's
 * error when the sources do not compile (types are checked by `npm run typecheck`, not here).
 * @returns {Promise<void>}
 */
export async function buildServer() {
  // Loaded here, not at the top: `npm start` checks freshness without loading esbuild.
  const { build } = await import('esbuild');
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: SERVER_OUT,
    // Chunks beside the entry: `import.meta.dirname` is `dist/server` in every one of them.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Every package an import except drizzle-orm (see above); Node built-ins are external too.
    external: externalPackages(),
    tsconfig: path.join(ROOT, 'tsconfig.server.json'),
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(SERVER_OUT, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildServer();
  console.log(`Server compilato in ${path.relative(ROOT, SERVER_OUT)}/`);
}
