import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { freshDataDir, HOST, startServer } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;

function load(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** GET /api/v1/options-config/ under 50 concurrent connections for 10 s, from this process. */
export const optionsConfig: Scenario = {
  name: 'options-config',
  description: `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, GET /api/v1/options-config/ on the embedded database`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('load');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    const url = `http://${HOST}:${server.port}/api/v1/options-config/`;
    try {
      await load(url, 10, WARMUP_S); // warm the JIT and the options cache
      const r = await load(url, CONNECTIONS, DURATION_S);
      if (r.non2xx > 0 || r.errors > 0) console.log(`  warning: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
      return {
        name: 'options-config',
        metrics: [
          { name: 'latency p50', value: r.latency.p50, unit: 'ms', target: 5 },
          { name: 'latency p99', value: r.latency.p99, unit: 'ms' },
          { name: 'requests/s (mean)', value: r.requests.average, unit: 'req/s' },
          { name: 'non-2xx + errors', value: r.non2xx + r.errors, unit: '', target: 1 },
        ],
        details: {
          url: url.replace(String(server.port), '<port>'),
          connections: CONNECTIONS,
          durationS: r.duration,
          requestsTotal: r.requests.total,
          latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, mean: r.latency.mean, max: r.latency.max },
          throughputBytesPerSecMean: r.throughput.average,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        },
      };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
