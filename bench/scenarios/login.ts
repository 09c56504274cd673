import { rmSync } from 'node:fs';
import { DEMO_MEMBER } from '../lib/demo.js';
import { freshDataDir, HOST, median, percentile, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const WARMUP = 5;
const LOGINS = 60;

/**
 * POST /api/v1/token/ with the demo member's credentials, one request at a time: each one verifies
 * the Argon2id password hash, issues an access token and stores a refresh token.
 */
export const login: Scenario = {
  name: 'login',
  description: `${LOGINS} sequential POST /api/v1/token/ (Argon2id verification included) on the embedded database`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('login');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    const url = `http://${HOST}:${server.port}/api/v1/token/`;
    try {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + LOGINS; i++) {
        const res = await timedJson<{ access?: string }>(url, { method: 'POST', body: DEMO_MEMBER });
        if (res.status !== 200 || !res.body.access)
          throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
        if (i >= WARMUP) times.push(res.ms);
      }
      return {
        name: 'login',
        metrics: [
          { name: 'latency median', value: median(times), unit: 'ms', target: 150 },
          { name: 'latency p95', value: percentile(times, 0.95), unit: 'ms' },
        ],
        details: {
          url: url.replace(String(server.port), '<port>'),
          account: DEMO_MEMBER.email,
          warmup: WARMUP,
          logins: LOGINS,
          latencyMs: {
            min: Math.min(...times),
            median: median(times),
            p95: percentile(times, 0.95),
            max: Math.max(...times),
          },
        },
      };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
