/** The PGlite data-folder lock (PGlite has no lock between processes). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_NAME } from './lock';

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-lock-'));
  dirs.push(d);
  return d;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('refuses a folder held by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, LOCK_NAME), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dir, LOCK_NAME), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_NAME), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, LOCK_NAME))).toBe(false);
  });

  it('lets the folder be locked again after release', () => {
    const dir = tempDir();
    acquireDataDirLock(dir)();
    const release = acquireDataDirLock(dir);
    release();
  });
});
