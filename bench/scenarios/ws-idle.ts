import { rmSync } from 'node:fs';
import {
  BENCH_JWT_SECRET,
  prepareChatDatabase,
  rssMiB,
  runClientProcess,
  signAccessToken,
} from '../lib/chat.js';
import { freshDataDir, HOST, startServer } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const CONNECTIONS = 10_000;
const PARALLEL_HANDSHAKES = 200;
const SETTLE_MS = 10_000;
const DATABASE = 'careerhub_bench_ws';

async function gauge(port: number, name: string): Promise<number> {
  const text = await (await fetch(`http://${HOST}:${port}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
}

/**
 * One API instance holding 10,000 idle WebSocket connections of 10,000 different users (each
 * authenticated and subscribed to its user channel), the clients in a separate process; the
 * server's resident memory before and after, read from /proc.
 */
export const wsIdle: Scenario = {
  name: 'ws-idle',
  description: `${CONNECTIONS.toLocaleString('en')} idle WebSocket connections (${CONNECTIONS.toLocaleString('en')} users) on one instance on PostgreSQL, clients in another process`,
  async run() {
    const { url, userIds } = await prepareChatDatabase(DATABASE, CONNECTIONS);
    const dataDir = freshDataDir('ws-idle');
    const server = await startServer({ dataDir, env: { DATABASE_URL: url, JWT_SECRET: BENCH_JWT_SECRET } });
    const pid = server.child.pid!;
    try {
      await new Promise((r) => setTimeout(r, 3_000));
      const rssBefore = rssMiB(pid);
      console.log(`  server RSS with no connection: ${rssBefore.toFixed(0)} MiB`);
      const tokens = userIds.map((id) => signAccessToken(id));
      let resolveOpen: (line: Record<string, unknown>) => void = () => undefined;
      const allOpen = new Promise<Record<string, unknown>>((resolve) => (resolveOpen = resolve));
      const clients = runClientProcess(
        'ws-idle-clients.ts',
        { url: `ws://${HOST}:${server.port}`, tokens, parallel: PARALLEL_HANDSHAKES },
        (line) => {
          console.log(`  ${String(line.opened)} open, ${String(line.failed)} failed, ${String(line.ms)} ms`);
          if (line.phase === 'open') resolveOpen(line);
        },
      );
      // The client prints "open" once every handshake is done, and keeps running to hold the sockets.
      const opened = await Promise.race([
        allOpen,
        clients.done.then(() => {
          throw new Error('the client process ended before opening its connections');
        }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('connections not open within 180 s')), 180_000),
        ),
      ]);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const held = await gauge(server.port, 'websocket_connections');
      const rssAfter = rssMiB(pid);
      console.log(`  server RSS holding ${held} connections: ${rssAfter.toFixed(0)} MiB`);
      clients.stop();
      await clients.done.catch(() => undefined);
      if (held !== CONNECTIONS)
        throw new Error(`the server held ${held} connections, expected ${CONNECTIONS}`);
      return {
        name: 'ws-idle',
        metrics: [
          { name: 'server RSS with 10k sockets', value: rssAfter, unit: 'MiB', target: 1024 },
          { name: 'RSS per socket', value: ((rssAfter - rssBefore) * 1024) / CONNECTIONS, unit: 'KiB' },
          { name: 'time to open all', value: Number(opened.ms) / 1000, unit: 's' },
        ],
        details: {
          database: `PostgreSQL ${DATABASE}`,
          connections: CONNECTIONS,
          heldAfterSettle: held,
          failedHandshakes: opened.failed,
          rssBeforeMiB: rssBefore,
          rssAfterMiB: rssAfter,
          settleMs: SETTLE_MS,
          parallelHandshakes: PARALLEL_HANDSHAKES,
        },
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
