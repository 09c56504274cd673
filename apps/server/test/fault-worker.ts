/**
 * A worker process for the "worker killed mid-job" fault test:
 *   node --import tsx apps/server/test/fault-worker.ts <database url> <lease ms>
 * It claims `fault.slow` jobs, records each start in fault_job_runs, prints `started <id>`, and
 * then never finishes: the test kills it with SIGKILL.
 */
import pino from 'pino';
import { openPostgres } from '../src/platform/db/postgres.js';
import { DbJobQueue } from '../src/platform/jobs/db-queue.js';

const [url, lease] = process.argv.slice(2);
const logger = pino({ level: 'silent' });
const database = await openPostgres(url!, 2, logger);
const queue = new DbJobQueue({
  database,
  logger,
  isWorker: true,
  concurrency: 1,
  pollMs: 50,
  leaseMs: Number(lease),
});
queue.register('fault.slow', async (_payload, job) => {
  await database.query('INSERT INTO fault_job_runs (job_id, worker, attempt) VALUES ($1, $2, $3)', [
    job.id,
    `child-${process.pid}`,
    job.attempt,
  ]);
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => undefined);
});
queue.start();
process.stdout.write('worker ready\n');
