import { rmSync } from 'node:fs';
import {
  BENCH_JWT_SECRET,
  BENCH_REDIS_URL,
  prepareChatDatabase,
  runClientProcess,
  signAccessToken,
} from '../lib/chat.js';
import { freshDataDir, HOST, median, percentile, startServer, timedJson } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

const PAIRS = 100;
const RATE = Number(process.env.BENCH_WS_RATE ?? 1_000);
const WARMUP_S = 2;
const SECONDS = 10;
const DATABASE = 'careerhub_bench_chat';

/**
 * Two API instances (A and B) on one PostgreSQL database and one Redis, like two instances behind
 * a load balancer. 100 senders hold a socket on A, their 100 recipients on B; a separate client
 * process sends 1,000 chat messages per second over A for 10 s (after 2 s of warm-up) and times
 * each from its send on A to its receipt on B: store in PostgreSQL, publish to Redis, forward by B.
 */
export const wsLatency: Scenario = {
  name: 'ws-latency',
  description: `${RATE.toLocaleString('en')} chat messages/s for ${SECONDS} s sent on instance A, received on instance B (PostgreSQL + Redis), ${PAIRS} pairs`,
  async run() {
    const { url, userIds } = await prepareChatDatabase(DATABASE, PAIRS * 2);
    const env = {
      DATABASE_URL: url,
      REDIS_URL: BENCH_REDIS_URL,
      JWT_SECRET: BENCH_JWT_SECRET,
      // The scenario sends far more per user than a person would: lift the per-user limit.
      CHAT_MESSAGES_PER_MINUTE: '1000000',
    };
    const dirs = [freshDataDir('ws-latency-a'), freshDataDir('ws-latency-b')];
    const a = await startServer({ dataDir: dirs[0]!, env });
    const b = await startServer({ dataDir: dirs[1]!, env });
    try {
      const pairs = [];
      for (let i = 0; i < PAIRS; i++) {
        const senderToken = signAccessToken(userIds[i]!);
        const recipientToken = signAccessToken(userIds[PAIRS + i]!);
        const room = await timedJson<{ id: number }>(`http://${HOST}:${a.port}/api/v1/room/`, {
          method: 'POST',
          token: senderToken,
          body: { type: 'ONE_TO_ONE', user_ids: [userIds[PAIRS + i]] },
        });
        if (room.status !== 201) throw new Error(`POST /room/ answered ${room.status}`);
        pairs.push({ room: room.body.id, senderToken, recipientToken });
      }
      const client = runClientProcess(
        'ws-latency-client.ts',
        {
          urlA: `ws://${HOST}:${a.port}`,
          urlB: `ws://${HOST}:${b.port}`,
          pairs,
          ratePerSecond: RATE,
          warmupSeconds: WARMUP_S,
          seconds: SECONDS,
        },
        (line) => {
          if (line.phase === 'connected')
            console.log(`  ${String(line.senders)} senders on A, ${String(line.recipients)} recipients on B`);
        },
      );
      const result = (await client.done) as {
        sent: number;
        measuredSent: number;
        received: number;
        acked: number;
        client: {
          loopDelayP99Ms: number;
          loopDelayMaxMs: number;
          gcPauseMaxMs: number;
          gcPauseTotalMs: number;
        };
        measuredReceived: number;
        errors: number;
        firstError: string | null;
        closedEarly: Record<string, number>;
        sendSeconds: number;
        latencies: number[];
        sentSecond: number[];
        acks: number[];
      };
      const { latencies, acks } = result;
      // p99 of the messages sent in each second: a slow second shows whether the tail is a burst.
      const p99BySecond = Array.from({ length: SECONDS }, (_, second) =>
        Math.round(
          percentile(
            latencies.filter((_, i) => result.sentSecond[i] === second),
            0.99,
          ),
        ),
      );
      // How many messages instance A stored per statement (group commit), from its /metrics.
      const metrics = await (await fetch(`http://${HOST}:${a.port}/metrics`)).text();
      const batchCount = Number(/^chat_message_batch_size_count (\d+)/m.exec(metrics)?.[1] ?? 0);
      const batchSum = Number(/^chat_message_batch_size_sum (\d+)/m.exec(metrics)?.[1] ?? 0);
      const perStatement = batchCount > 0 ? batchSum / batchCount : 0;
      console.log(
        `  sent ${result.sent} in ${result.sendSeconds.toFixed(1)} s, received ${result.received}; send→receive p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; A stored ${perStatement.toFixed(1)} messages per statement (${batchCount} statements); p99 by second ${p99BySecond.join(' ')}`,
      );
      console.log(
        `  client process: event-loop delay p99 ${result.client.loopDelayP99Ms.toFixed(1)} ms, max ${result.client.loopDelayMaxMs.toFixed(1)} ms; GC pauses max ${result.client.gcPauseMaxMs.toFixed(1)} ms`,
      );
      if (result.received < result.sent) {
        console.log(
          `  ${result.sent - result.received} messages not delivered within 10 s after the last send (acked ${result.acked}; errors ${result.errors}: ${result.firstError}; sockets closed early: ${JSON.stringify(result.closedEarly)})`,
        );
      }
      return {
        name: 'ws-latency',
        metrics: [
          { name: 'send→receive p50', value: median(latencies), unit: 'ms' },
          { name: 'send→receive p99', value: percentile(latencies, 0.99), unit: 'ms', target: 50 },
          { name: 'send→ack p99', value: percentile(acks, 0.99), unit: 'ms' },
          { name: 'delivered rate', value: result.measuredReceived / SECONDS, unit: 'msg/s' },
          // Undelivered within 10 s of the last send (stored, but the live event came late or never).
          { name: 'not delivered', value: result.sent - result.received, unit: 'msg', target: 1 },
        ],
        details: {
          database: `PostgreSQL ${DATABASE}`,
          redis: BENCH_REDIS_URL.replace(/\/\/.*@/, '//'),
          pairs: PAIRS,
          ratePerSecond: RATE,
          warmupSeconds: WARMUP_S,
          measuredSeconds: SECONDS,
          sent: result.sent,
          received: result.received,
          acked: result.acked,
          measured: result.measuredReceived,
          errors: result.errors,
          firstError: result.firstError,
          closedEarly: result.closedEarly,
          sendSeconds: result.sendSeconds,
          storedPerStatement: perStatement,
          p99BySecond,
          client: result.client,
          statements: batchCount,
          receiveMs: {
            p50: median(latencies),
            p90: percentile(latencies, 0.9),
            p99: percentile(latencies, 0.99),
            max: Math.max(...latencies),
          },
          ackMs: { p50: median(acks), p99: percentile(acks, 0.99), max: Math.max(...acks) },
        },
      };
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  },
};
