import { rmSync } from 'node:fs';
import { freshDataDir, median, startServer } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const RUNS = 3;

/**
 * First start on an empty DATA_DIR (migrations + demo data) and restart on the same folder, each
 * timed from spawning `node scripts/start.mjs` to the first 200 from /readyz; SIGTERM in between.
 */
export const startup: Scenario = {
  name: 'startup',
  description: 'time to /readyz 200: first start on an empty DATA_DIR, then restart on the same one',
  async run(shared) {
    const first: number[] = [];
    const again: number[] = [];
    const stops: { ms: number; code: number | null; signal: string | null }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dataDir = freshDataDir('startup');
      const a = await startServer({ dataDir });
      first.push(a.readyMs);
      stops.push(await a.stop());
      const b = await startServer({ dataDir });
      again.push(b.readyMs);
      stops.push(await b.stop());
      console.log(
        `  run ${i + 1}/${RUNS}: first start ${(a.readyMs / 1000).toFixed(2)} s, restart ${(b.readyMs / 1000).toFixed(2)} s`,
      );
      // Keep the last migrated folder for the load scenario; drop the others.
      if (i === RUNS - 1 && !shared.warmDataDir) shared.warmDataDir = dataDir;
      else rmSync(dataDir, { recursive: true, force: true });
    }
    return {
      name: 'startup',
      metrics: [
        { name: 'first start (empty DATA_DIR), median', value: median(first) / 1000, unit: 's', target: 15 },
        { name: 'restart (existing DATA_DIR), median', value: median(again) / 1000, unit: 's', target: 3 },
        { name: 'SIGTERM to exit, median', value: median(stops.map((s) => s.ms)) / 1000, unit: 's' },
      ],
      details: {
        runs: RUNS,
        firstStartMs: first.map(Math.round),
        restartMs: again.map(Math.round),
        stops: stops.map((s) => ({ ms: Math.round(s.ms), code: s.code, signal: s.signal })),
        allStopsGraceful: stops.every((s) => s.code === 0),
      },
    };
  },
};
