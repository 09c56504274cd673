import { rmSync } from 'node:fs';
import { DEMO_MEMBER } from '../lib/demo.js';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { freshDataDir, HOST, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

/**
 * GET /api/v1/identity/ with the demo member's access token under 50 connections for 10 s: token
 * verification, the user lookup and the organizations query on every request.
 */
export const identity: Scenario = {
  name: 'identity',
  description: `autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, GET /api/v1/identity/ with a valid access token on the embedded database`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('identity');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    const base = `http://${HOST}:${server.port}/api/v1`;
    try {
      const login = await timedJson<{ access: string }>(`${base}/token/`, {
        method: 'POST',
        body: DEMO_MEMBER,
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const url = `${base}/identity/`;
      const check = await timedJson<{ id?: number }>(url, { token: login.body.access });
      if (check.status !== 200 || !check.body.id) throw new Error(`identity answered ${check.status}`);
      const r = await measureLoad(url, { authorization: `Bearer ${login.body.access}` });
      return { name: 'identity', ...loadReport(r, url.replace(String(server.port), '<port>'), 5) };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
