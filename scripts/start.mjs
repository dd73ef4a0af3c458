// @ts-check
/**
 * `npm start` (README "two commands"): builds what is missing or older than its sources —
 * the web app (`vite build` → `dist/web`) and the server (`scripts/build-server.mjs` →
 * `dist/server`) — then runs the compiled server in this same process: plain `node`, no
 * TypeScript loader. Production skips this file and runs `node dist/server/main.js` after
 * `npm run build` (README "Production").
 */
// Before building anything: the server needs Node.js 24.11+ (README "Node.js 24").
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  console.error(
    `ReviApp richiede Node.js 24.11 o successivo (LTS 24); questo è Node.js ${process.versions.node}. ` +
      'Installare Node 24 come spiega il README ("Node.js 24") e riavviare.',
  );
  process.exit(1);
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_ENTRY, buildServer, newestMtime, serverBuildStale } from './build-server.mjs';

const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts'];

const webBuilt = fs.existsSync(WEB_INDEX) ? fs.statSync(WEB_INDEX).mtimeMs : 0;
if (webBuilt < Math.max(...WEB_SOURCES.map((s) => newestMtime(path.join(ROOT, s))))) {
  console.log('Compilazione dell’app web…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
if (serverBuildStale()) {
  console.log('Compilazione del server…');
  await buildServer();
}

/** @type {{ main: () => Promise<unknown> }} */
const server = await import(pathToFileURL(SERVER_ENTRY).href);
server.main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
