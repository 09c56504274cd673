import { spawn } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresMissing,
  startPostgres,
  waitUntil,
  type PrivatePostgres,
} from '../../../test/fault-services.js';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../db/index.js';
import { openPostgres } from '../db/postgres.js';
import { DbJobQueue } from './db-queue.js';

/**
 * Fault: a worker process is killed (SIGKILL) in the middle of a job. Its lease is no longer
 * renewed, so once it runs out the job is handed out again and run exactly once more, even with
 * two workers competing for it; a job that merely runs longer than the lease is never run twice.
 */
const LEASE_MS = 1_000;
const logger = pino({ level: 'silent' });

describe.skipIf(postgresMissing)(
  `worker killed mid-job${postgresMissing ? ` (skipped: ${postgresMissing})` : ''}`,
  () => {
    let pg: PrivatePostgres;
    let database: Database;
    const queues: DbJobQueue[] = [];

    const worker = (onRun: (id: number, attempt: number) => Promise<void>) => {
      const queue = new DbJobQueue({
        database,
        logger,
        isWorker: true,
        concurrency: 2,
        pollMs: 50,
        leaseMs: LEASE_MS,
      });
      queue.register('fault.slow', async (_payload, job) => {
        await database.query('INSERT INTO fault_job_runs (job_id, worker, attempt) VALUES ($1, $2, $3)', [
          job.id,
          `test-${queues.indexOf(queue)}`,
          job.attempt,
        ]);
        await onRun(job.id, job.attempt);
      });
      queues.push(queue);
      return queue;
    };
    const runs = (id: number) =>
      database.query<{ worker: string; attempt: number }>(
        'SELECT worker, attempt FROM fault_job_runs WHERE job_id = $1 ORDER BY id',
        [id],
      );
    const jobRow = async (id: number) =>
      (
        await database.query<{ state: string; attempts: number }>(
          'SELECT state, attempts FROM background_jobs WHERE id = $1',
          [id],
        )
      )[0]!;

    beforeAll(async () => {
      pg = await startPostgres();
      database = await openPostgres(pg.url, 6, logger);
      await database.migrate();
      await database.query(
        'CREATE TABLE fault_job_runs (id serial PRIMARY KEY, job_id bigint NOT NULL, worker text NOT NULL, attempt int NOT NULL)',
      );
    }, 120_000);

    afterAll(async () => {
      for (const queue of queues) await queue.stop();
      await database?.close();
      await pg?.destroy();
    });

    it(
      'runs the job again exactly once after its worker process is killed',
      { timeout: 60_000 },
      async () => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(REPO_ROOT, 'apps/server/test/fault-worker.ts'),
            pg.url,
            String(LEASE_MS),
          ],
          { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        const exited = new Promise((r) => child.once('exit', r));
        try {
          await waitUntil(() => out.includes('worker ready'), 30_000);
          const producer = new DbJobQueue({ database, logger, isWorker: false, concurrency: 1, pollMs: 50 });
          const id = await producer.enqueue('fault.slow', { n: 1 }, { maxAttempts: 3 });
          await waitUntil(() => out.includes(`started ${id}`), 15_000);
          child.kill('SIGKILL');
          await exited;
          const killedAt = Date.now();

          // Two workers compete for the orphaned job.
          let rerunAt = 0;
          const finishRun = async () => {
            rerunAt ||= Date.now();
          };
          worker(finishRun).start();
          worker(finishRun).start();
          await waitUntil(async () => (await jobRow(id)).state === 'done', 20_000);
          // Several lease periods later nothing ran it again.
          await new Promise((r) => setTimeout(r, LEASE_MS * 3));

          const all = await runs(id);
          expect(all).toHaveLength(2);
          expect(all[0]).toMatchObject({ worker: `child-${child.pid}`, attempt: 1 });
          expect(all[1]!.worker).toMatch(/^test-/);
          expect(all[1]!.attempt).toBe(2);
          expect(await jobRow(id)).toEqual({ state: 'done', attempts: 2 });
          console.info(
            `[fault] worker killed mid-job: run again ${rerunAt - killedAt} ms after the kill (lease ${LEASE_MS} ms), ` +
              `runs ${all.length} (1 killed + 1 completed), lost 0`,
          );
        } finally {
          child.kill('SIGKILL');
        }
      },
    );

    it('never runs a job twice because it takes longer than the lease', { timeout: 30_000 }, async () => {
      const producer = new DbJobQueue({ database, logger, isWorker: false, concurrency: 1, pollMs: 50 });
      const id = await producer.enqueue('fault.slow', { n: 2 });
      const slow = async () => new Promise<void>((r) => setTimeout(r, LEASE_MS * 3));
      worker(slow).start();
      worker(slow).start();
      await waitUntil(async () => (await jobRow(id)).state === 'done', 20_000);
      expect(await runs(id)).toHaveLength(1);
      expect(await jobRow(id)).toEqual({ state: 'done', attempts: 1 });
    });
  },
);
