import autocannon from 'autocannon';
import type { Metric } from './types.js';

export const LOAD_CONNECTIONS = 50;
export const LOAD_DURATION_S = 10;
const WARMUP_S = 2;

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * autocannon from this process: a 2 s warm-up on 10 connections (JIT, caches), then
 * LOAD_CONNECTIONS for LOAD_DURATION_S on `url`, with the same headers on every request.
 */
export async function measureLoad(
  url: string,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  await run({ url, headers, connections: 10, duration: WARMUP_S });
  const r = await run({ url, headers, connections: LOAD_CONNECTIONS, duration: LOAD_DURATION_S });
  if (r.non2xx > 0 || r.errors > 0)
    console.log(`  warning: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  return r;
}

/** The metrics and details every load scenario reports; `p50Target` in ms. */
export function loadReport(
  r: autocannon.Result,
  url: string,
  p50Target: number,
): { metrics: Metric[]; details: Record<string, unknown> } {
  return {
    metrics: [
      { name: 'latency p50', value: r.latency.p50, unit: 'ms', target: p50Target },
      { name: 'latency p99', value: r.latency.p99, unit: 'ms' },
      { name: 'requests/s (mean)', value: r.requests.average, unit: 'req/s' },
      { name: 'non-2xx + errors', value: r.non2xx + r.errors, unit: '', target: 1 },
    ],
    details: {
      url,
      connections: LOAD_CONNECTIONS,
      durationS: r.duration,
      requestsTotal: r.requests.total,
      latency: {
        p50: r.latency.p50,
        p90: r.latency.p90,
        p99: r.latency.p99,
        mean: r.latency.mean,
        max: r.latency.max,
      },
      throughputBytesPerSecMean: r.throughput.average,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    },
  };
}
