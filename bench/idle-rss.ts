/**
 * Idle memory of the serving process, alone (`npx tsx bench/idle-rss.ts`; bench/README.md
 * "Idle memory"): the production server (`support/production-server.ts`: `node
 * dist/server/main.js`, NODE_ENV=production, the systemd unit's NODE_OPTIONS, PostgreSQL, the
 * demo workshop) is started and left without a request; its RSS (MB, `/proc`) is printed
 * every 5 s and at IDLE_S seconds after the spawn (default 65). `bench:api` prints the same
 * reading beside the bare route's; this one takes a minute and needs no load generator.
 * APP_NODE_OPTIONS replaces the unit's NODE_OPTIONS (to compare V8 flags). Exit code 1 when
 * the reading is above 120 MB.
 */
import { ageSeconds, rssMb } from './support/process-stats';
import { startProductionServer } from './support/production-server';

const IDLE_S = Number(process.env.IDLE_S ?? 65);
const TARGET_MB = 120;

async function main() {
  const server = await startProductionServer(
    process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {},
  );
  try {
    const pid = server.proc.pid!;
    const spawnedAt = Date.now() - ageSeconds(pid) * 1000;
    console.log(
      `app: NODE_OPTIONS='${server.nodeOptions}' node dist/server/main.js, healthy ${ageSeconds(pid).toFixed(1)} s after its start`,
    );
    const readings: string[] = [];
    for (let s = 5; s <= IDLE_S; s += 5) {
      await new Promise((r) => setTimeout(r, Math.max(0, spawnedAt + s * 1000 - Date.now())));
      readings.push(`${s}s ${rssMb(pid).toFixed(1)}`);
    }
    const last = rssMb(pid);
    console.log(`RSS every 5 s (MB): ${readings.join(', ')}`);
    const ok = last <= TARGET_MB;
    console.log(
      `idle RSS ${IDLE_S} s after start: ${last.toFixed(1)} MB (target ≤ ${TARGET_MB} MB → ${ok ? 'OK' : 'MISSED'})`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
