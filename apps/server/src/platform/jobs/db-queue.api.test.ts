import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../db/index.js';
import { createMetrics } from '../metrics.js';
import { DbJobQueue } from './db-queue.js';

const logger = pino({ level: 'silent' });

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

describe('database job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const makeQueue = (options: Partial<ConstructorParameters<typeof DbJobQueue>[0]> = {}) =>
    new DbJobQueue({
      database,
      logger,
      isWorker: true,
      concurrency: 2,
      pollMs: 50,
      backoffBaseMs: 20,
      ...options,
    });

  it('runs an enqueued job with its payload', async () => {
    const queue = makeQueue();
    const seen: unknown[] = [];
    queue.register<{ to: string }>('mail.send', async (payload) => {
      seen.push(payload);
    });
    queue.start();
    const id = await queue.enqueue('mail.send', { to: 'ada@example.org' });
    await waitFor(() => seen.length === 1);
    await queue.stop();
    expect(seen).toEqual([{ to: 'ada@example.org' }]);
    const [row] = await database.query<{ state: string; attempts: number }>(
      'SELECT state, attempts FROM background_jobs WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'done', attempts: 1 });
  });

  it('retries with back-off, then dead-letters after the last attempt', async () => {
    const metrics = createMetrics();
    const queue = makeQueue({ metrics });
    const attempts: number[] = [];
    queue.register('export.build', async (_payload, ctx) => {
      attempts.push(ctx.attempt);
      throw new Error(`boom ${ctx.attempt}`);
    });
    queue.start();
    const id = await queue.enqueue('export.build', {}, { maxAttempts: 3 });
    await waitFor(async () => {
      const [row] = await database.query<{ state: string }>(
        'SELECT state FROM background_jobs WHERE id = $1',
        [id],
      );
      return row?.state === 'dead';
    });
    await queue.stop();
    expect(attempts).toEqual([1, 2, 3]);
    const [row] = await database.query<{ last_error: string }>(
      'SELECT last_error FROM background_jobs WHERE id = $1',
      [id],
    );
    expect(row?.last_error).toContain('boom 3');
    const text = await metrics.registry.metrics();
    expect(text).toContain('background_jobs_total{name="export.build",outcome="retry"} 2');
    expect(text).toContain('background_jobs_total{name="export.build",outcome="dead"} 1');
  });

  it('recovers: a job that fails once succeeds on retry', async () => {
    const queue = makeQueue();
    let calls = 0;
    queue.register('import.resume', async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient');
    });
    queue.start();
    const id = await queue.enqueue('import.resume', {});
    await waitFor(async () => {
      const [row] = await database.query<{ state: string }>(
        'SELECT state FROM background_jobs WHERE id = $1',
        [id],
      );
      return row?.state === 'done';
    });
    await queue.stop();
    expect(calls).toBe(2);
  });

  it('holds a job until its run time', async () => {
    const queue = makeQueue();
    const ranAt: number[] = [];
    queue.register('agent.run', async () => {
      ranAt.push(Date.now());
    });
    queue.start();
    const runAt = new Date(Date.now() + 400);
    await queue.enqueue('agent.run', {}, { runAt });
    await waitFor(() => ranAt.length === 1);
    await queue.stop();
    expect(ranAt[0]).toBeGreaterThanOrEqual(runAt.getTime() - 5);
  });

  it('shares work between two workers without running a job twice', async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: { n: number }) => {
      runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    const producer = makeQueue({ isWorker: false });
    for (let n = 0; n < 40; n += 1) await producer.enqueue('share.test', { n });
    const a = makeQueue({ concurrency: 3 });
    const b = makeQueue({ concurrency: 3 });
    a.register('share.test', handler);
    b.register('share.test', handler);
    a.start();
    b.start();
    await waitFor(() => runs.size === 40);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('an enqueue-only process never runs jobs', async () => {
    const queue = makeQueue({ isWorker: false });
    let ran = false;
    queue.register('never.here', async () => {
      ran = true;
    });
    queue.start();
    await queue.enqueue('never.here', {});
    await new Promise((r) => setTimeout(r, 200));
    await queue.stop();
    expect(ran).toBe(false);
    expect((await queue.counts()).queued).toBeGreaterThanOrEqual(1);
  });
});
