/**
 * Vite plugin: builds the staff app's service worker (`src/web/sw/service-worker.ts`) into
 * `<outDir>/sw.js` with the precache list of this build injected (docs/RESILIENCE.md "Installable app, grid readable offline"). The
 * Workbox runtime modules are bundled into the worker by a second, self-contained Vite build
 * (IIFE, minified), run in `writeBundle`, so `precompress()` (in `closeBundle`) also finds
 * `sw.js`.
 *
 * The precache list (`{url, revision}`): what a desk needs offline — the staff app's HTML
 * entry with its static imports, and the dynamic imports matched by `offline` with theirs
 * (CSS and assets included; hashed names, revision null), except scripts over
 * `maxScriptBytes`; every other screen and popup is cached by the worker on first use. Plus
 * `/index.html`
 * and the listed public files (manifest, icons) with a content hash as revision. The public
 * booking entry's own chunks and `booking.html` are left out. The count, bytes and brotli
 * bytes are printed at build time and written to `<outDir>/../precache-report.json` (outside
 * the served folder) for `npm run bench:assets`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What `service-worker.ts` gets as `__REVIAPP_PRECACHE__`. */
export type PrecacheEntry = { url: string; revision: string | null };

export type ServiceWorkerOptions = {
  /** The worker's source file (absolute). */
  entry: string;
  /** Input name of the staff app's HTML page (`rollupOptions.input` key), e.g. `main`. */
  page: string;
  /** Its HTML file name in the output, e.g. `index.html`. */
  html: string;
  /** Files of the public dir to precache too, relative to it (manifest, icons). */
  publicFiles: string[];
  /**
   * Scripts larger than this (bytes, uncompressed) are not precached: the optional heavy
   * parts (PDF, its worker, letters, recalls import/export, statistics charts) that the
   * offline grid never needs; the worker caches them on first use instead.
   */
  maxScriptBytes: number;
  /**
   * Dynamic imports followed into the precache (matched on the imported module's path):
   * what a desk needs offline. Others are cached by the worker on first use.
   */
  offline: RegExp;
};

/** What the build writes to `precache-report.json`. */
export type PrecacheReport = { files: number; bytes: number; brotliBytes: number };

const hash = (data: Buffer | string) =>
  crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

type Meta = { importedCss?: Set<string>; importedAssets?: Set<string> };

/**
 * File names reachable from the entry chunk named `page` through static imports (with
 * their CSS and assets), and through dynamic imports into chunks whose facade module path, or
 * the path of any module they hold, matches `follow` (all of them when `follow` is omitted).
 */
export function reachableFiles(bundle: OutputBundle, page: string, follow?: RegExp): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.name === page);
  if (!entry) throw new Error(`service worker: no entry chunk named "${page}"`);
  const seen = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    const meta = (chunk as OutputChunk & { viteMetadata?: Meta }).viteMetadata;
    for (const f of meta?.importedCss ?? []) seen.add(f);
    for (const f of meta?.importedAssets ?? []) seen.add(f);
    queue.push(...chunk.imports);
    for (const d of chunk.dynamicImports) {
      const target = bundle[d];
      // A chunk grouped by `vite-chunk-groups.ts` has no facade: any of its modules counts.
      const ids =
        target?.type === 'chunk' ? [target.facadeModuleId ?? '', ...(target.moduleIds ?? [])] : [];
      if (!follow || ids.some((id) => follow.test(id.replaceAll('\\', '/')))) queue.push(d);
    }
  }
  return seen;
}

export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let outDir = '';
  let publicDir = '';
  let base = '/';
  return {
    name: 'reviapp-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      base = config.base;
    },
    async writeBundle(_output, bundle) {
      const entries: PrecacheEntry[] = [];
      let bytes = 0;
      let brotliBytes = 0;
      let skipped = 0;
      const count = (data: Buffer) => {
        bytes += data.length;
        brotliBytes += zlib.brotliCompressSync(data).length;
      };
      for (const file of [...reachableFiles(bundle, options.page, options.offline)].sort()) {
        if (file.endsWith('.map')) continue;
        const data = await fs.readFile(path.join(outDir, file));
        if (/\.m?js$/.test(file) && data.length > options.maxScriptBytes) {
          skipped += data.length;
          continue;
        }
        entries.push({ url: base + file, revision: null });
        count(data);
      }
      for (const file of [options.html, ...options.publicFiles]) {
        const data = await fs.readFile(path.join(file === options.html ? outDir : publicDir, file));
        entries.push({ url: base + file, revision: hash(data) });
        count(data);
      }
      const report: PrecacheReport = { files: entries.length, bytes, brotliBytes };
      await fs.writeFile(
        path.join(outDir, '..', 'precache-report.json'),
        JSON.stringify(report, null, 2) + '\n',
      );
      await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        define: {
          __REVIAPP_PRECACHE__: JSON.stringify(entries),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry: options.entry,
            formats: ['iife'],
            name: 'reviappServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const sw = (await fs.stat(path.join(outDir, 'sw.js'))).size;
      this.info(
        `sw.js ${(sw / 1024).toFixed(1)} KB; precache ${entries.length} files, ${bytes} bytes` +
          ` (${brotliBytes} brotli)` +
          ` (${skipped} bytes of large scripts left to runtime caching)`,
      );
    },
  };
}
