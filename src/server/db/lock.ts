/**
 * A lock file for the PGlite data folder (PGlite has no lock
 * between processes). The file holds the owner's pid; a lock left by a dead process is
 * taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_NAME = 'reviapp.lock';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is in use by another process (pid ${pid}). Stop it first.`);
  }
}

/**
 * Takes the lock of `dataDir` (absolute path) for this process; returns the release
 * function. Throws DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = lockHolder(dataDir);
      if (pid !== null) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true }); // stale lock of a dead process (or our own)
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * The pid of the live process other than this one that holds the lock of `dataDir`; null
 * when none does (no lock file, or one left by a dead process or by this one).
 */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, LOCK_NAME), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
