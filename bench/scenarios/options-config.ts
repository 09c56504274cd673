import { rmSync } from 'node:fs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { freshDataDir, HOST, startServer } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

/** GET /api/v1/options-config/ under 50 concurrent connections for 10 s, from this process. */
export const optionsConfig: Scenario = {
  name: 'options-config',
  description: `autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, GET /api/v1/options-config/ on the embedded database`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('load');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    const url = `http://${HOST}:${server.port}/api/v1/options-config/`;
    try {
      const r = await measureLoad(url);
      return { name: 'options-config', ...loadReport(r, url.replace(String(server.port), '<port>'), 5) };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
