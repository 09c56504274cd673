import { rmSync } from 'node:fs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { freshDataDir, HOST, median, percentile, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

/** The demo staff account: staff have no CareerGPS usage limit (content-ai-admin 4). */
const STAFF = { email: 'staff@demo.careerhub.example', password: 'careerhub-demo' };
const SCALES = ['r', 'i', 'a', 's', 'e', 'c'];
const WARMUP = 3;
const RUNS = 20;

/** A full Interest Explorer answer sheet (48 items), varied per run so codes and matches vary. */
const sheet = (run: number) =>
  Object.fromEntries(
    SCALES.flatMap((scale, s) =>
      Array.from({ length: 8 }, (_, i) => [`${scale}${i + 1}`, 1 + ((run + s * 2 + i) % 5)]),
    ),
  );

/**
 * Issue 22: the Interest Explorer's report made by the built-in engine (scoring, occupations,
 * community matches through the retrieval index, template prose, one write), timed on the last
 * stage's call, sequentially; then the report under load: the API answer and the server-rendered
 * page with its Open Graph tags, on the embedded database.
 */
export const careergps: Scenario = {
  name: 'careergps',
  description: `${RUNS} Interest Explorer reports (built-in engine) after ${WARMUP} warm-up; autocannon ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s on a report (API and page)`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('careergps');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    const origin = `http://${HOST}:${server.port}`;
    const base = `${origin}/api/v1`;
    try {
      const login = await timedJson<{ access: string }>(`${base}/token/`, { method: 'POST', body: STAFF });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const token = login.body.access;
      const agent = await timedJson<{ id: number }>(`${base}/agents/slug/interest-explorer/`, { token });
      if (agent.status !== 200) throw new Error(`agent answered ${agent.status}`);
      const times: number[] = [];
      let slug = '';
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const session = `bench-${Date.now().toString(36)}-${run}`;
        const url = (step: number) => `${base}/agents/process/${agent.body.id}/${step}/`;
        const first = await timedJson(url(1), {
          method: 'POST',
          token,
          body: { session, user_response: sheet(run) },
        });
        if (first.status !== 200) throw new Error(`stage 1 answered ${first.status}`);
        const last = await timedJson<{ report_slug: string; status: string }>(url(2), {
          method: 'POST',
          token,
          body: { session, user_response: {} },
        });
        if (last.status !== 200 || last.body.status !== 'completed')
          throw new Error(`report answered ${last.status}`);
        slug = last.body.report_slug;
        if (run >= WARMUP) times.push(last.ms);
      }
      const apiUrl = `${base}/agents/report/slug/${slug}/`;
      const apiLoad = loadReport(
        await measureLoad(apiUrl),
        apiUrl.replace(String(server.port), '<port>'),
        20,
      );
      const pageUrl = `${origin}/careergps-report/${slug}`;
      const pageLoad = loadReport(
        await measureLoad(pageUrl),
        pageUrl.replace(String(server.port), '<port>'),
        20,
      );
      return {
        name: 'careergps',
        metrics: [
          { name: 'report generation p50', value: median(times), unit: 'ms', target: 1000 },
          { name: 'report generation p95', value: percentile(times, 0.95), unit: 'ms' },
          ...apiLoad.metrics.map((m) => ({ ...m, name: `report API ${m.name}` })),
          ...pageLoad.metrics.map((m) => ({ ...m, name: `report page ${m.name}` })),
        ],
        details: { generationMs: times, api: apiLoad.details, page: pageLoad.details },
      };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
