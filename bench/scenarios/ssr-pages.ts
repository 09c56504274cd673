import { rmSync } from 'node:fs';
import { LOAD_CONNECTIONS, LOAD_DURATION_S, loadReport, measureLoad } from '../lib/load.js';
import { freshDataDir, HOST, startServer } from '../lib/server.js';
import type { Metric, Scenario } from '../lib/types.js';

const PAGES = ['/jobs', '/job/junior-data-analyst'];
/** What a browser sends for a page (the server answers HTML, brotli-compressed). */
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

/**
 * The pages the server renders for a visitor (decision 0037): autocannon (2 s warm-up, then 50
 * connections for 10 s) on each, as a browser asks for them, after checking the HTML carries the
 * rendered page (its h1) and not only the brand's header.
 */
export const ssrPages: Scenario = {
  name: 'ssr-pages',
  description: `autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, server-rendered ${PAGES.join(', ')} on the embedded database`,
  async run(shared) {
    const ownDir = shared.warmDataDir ? undefined : freshDataDir('ssr');
    const server = await startServer({ dataDir: shared.warmDataDir ?? ownDir! });
    try {
      const metrics: Metric[] = [];
      const details: Record<string, unknown> = {};
      for (const page of PAGES) {
        const url = `http://${HOST}:${server.port}${page}`;
        const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
        const rendered = /<div id="root">[\s\S]*<h1/.test(html);
        metrics.push({ name: `${page} rendered on the server`, value: rendered ? 1 : 0, unit: '', min: 1 });
        const report = loadReport(
          await measureLoad(url, BROWSER),
          url.replace(String(server.port), '<port>'),
          20,
        );
        metrics.push(...report.metrics.map((m) => ({ ...m, name: `${page} ${m.name}` })));
        details[page] = report.details;
      }
      return { name: 'ssr-pages', metrics, details };
    } finally {
      await server.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    }
  },
};
