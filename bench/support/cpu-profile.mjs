/**
 * Preload of `bench/api.ts` for BENCH_PROF=<dir> (`node --import`, env BENCH_PROF_DIR):
 * Node refuses `--cpu-prof` in NODE_OPTIONS, so this starts the V8 profiler through
 * `node:inspector` (sampling every 100 µs) and, on SIGUSR2, stops it and writes
 * `<BENCH_PROF_DIR>/app-<pid>.cpuprofile` (Chrome DevTools format: open it in the
 * Performance panel, or sum `timeDeltas` per node's `callFrame`). The bench sends SIGUSR2
 * to the server's process group before stopping it (a SIGTERM handler cannot wait for the
 * write: the server's own shutdown exits first). Both the tsx wrapper and the server write
 * one; the server's is the larger.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';

const dir = process.env.BENCH_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 100 });
  session.post('Profiler.start');
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', (err, res) => {
      if (err) return;
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `app-${process.pid}.cpuprofile`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(res.profile));
      fs.renameSync(`${file}.tmp`, file);
    });
  });
}
