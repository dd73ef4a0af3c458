/**
 * What a benchmark reads of a running process from Linux `/proc`: resident memory (MB) and
 * CPU time (ms), at rest and under load (`bench/api.ts`, README "Performance").
 */
import fs from 'node:fs';

/** Resident memory of process `pid` in MB (Linux `/proc`), NaN when unreadable. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
export const mb = (v: number) => `${v.toFixed(1)} MB`;

/** CPU time process `pid` has used so far, ms (utime + stime of `/proc/<pid>/stat`, 10 ms ticks). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The largest RSS of each of `pids` while `run` runs, sampled every 250 ms, MB. */
export async function peakRss<T>(pids: number[], run: () => Promise<T>): Promise<[T, number[]]> {
  const peaks = pids.map(rssMb);
  const timer = setInterval(() => {
    pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i]!, rssMb(pid))));
  }, 250);
  try {
    return [await run(), peaks];
  } finally {
    clearInterval(timer);
  }
}

/**
 * RSS of each of `pids` read every second for `seconds` while they stay idle: the last
 * readings (`idle`, MB), and the largest one-second fall of the first process (`drop`, MB)
 * with the second it happened (`dropAt`, 0 when it never fell) — when V8's memory reducer
 * gave the start-up's garbage back.
 */
export async function idleRss(
  pids: number[],
  seconds: number,
): Promise<{ idle: number[]; drop: number; dropAt: number }> {
  let idle = pids.map(rssMb);
  let drop = 0;
  let dropAt = 0;
  for (let second = 1; second <= seconds; second++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = pids.map(rssMb);
    if (idle[0]! - now[0]! > drop) [drop, dropAt] = [idle[0]! - now[0]!, second];
    idle = now;
  }
  return { idle, drop, dropAt };
}

/** Seconds since process `pid` started (`/proc/<pid>/stat` starttime against `/proc/uptime`; 100 ticks a second). */
export function ageSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const uptime = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return uptime - Number(fields[19]) / 100;
}
