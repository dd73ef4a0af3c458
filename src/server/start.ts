/**
 * `npm start`: builds the web app when `dist/web` is missing or older than its sources,
 * then starts the server (README "two commands").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { main, WEB_DIR } from './main';

const ROOT = path.resolve(import.meta.dirname, '../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const index = path.join(WEB_DIR, 'index.html');
const sources = [path.join(ROOT, 'src/web'), path.join(ROOT, 'src/shared')];
const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  console.log('Compilazione dell’app web…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
