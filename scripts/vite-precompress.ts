/**
 * Vite plugin: after the bundle is written, stores a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy beside every text asset whatever its size, each only when it is
 * smaller than the file itself (the server then sends the plain file for that encoding), and
 * both beside every HTML file (`@fastify/static` with `preCompressed` answers `/` with
 * `index.html.br` only, 404 without it), for the server's `preCompressed` (README
 * "Performance", "Assets": no compression work per request). Small chunks count: the grid's
 * first visit fetches dozens of a few hundred bytes, which brotli still shrinks by ~40%
 * (bench/README.md "Asset budgets").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'reviapp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          const keep = (copy: Buffer) => file.endsWith('.html') || copy.length < data.length;
          await Promise.all([
            keep(br) ? fs.writeFile(`${file}.br`, br) : undefined,
            keep(gz) ? fs.writeFile(`${file}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}
