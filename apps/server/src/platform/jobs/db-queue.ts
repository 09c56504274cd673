import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../db/index.js';
import type { Metrics } from '../metrics.js';
import { backoffMs, type EnqueueOptions, type JobHandler, type JobQueue, type JobState } from './index.js';

interface Registered {
  handler: JobHandler<unknown>;
  maxAttempts: number;
}

interface ClaimedRow {
  id: string | number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface DbJobQueueOptions {
  database: Database;
  logger: Logger;
  metrics?: Metrics;
  /** Whether this process runs jobs (false for API-only instances). */
  isWorker: boolean;
  concurrency: number;
  pollMs: number;
  backoffBaseMs?: number;
  /**
   * The lease of a running job: its worker renews it every third of this while the job runs
   * (heartbeat); a job whose lease ran out (its worker was killed or lost the database) is handed
   * out again. Default 30 s (JOBS_LEASE_MS).
   */
  leaseMs?: number;
}

export class DbJobQueue implements JobQueue {
  private readonly handlers = new Map<string, Registered>();
  private readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly running = new Set<Promise<void>>();
  /** Ids of the jobs this worker is running: their leases are renewed by the heartbeat. */
  private readonly leased = new Set<number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private isStarted = false;
  private isPolling = false;
  private currentPoll: Promise<void> | undefined;
  private pollAgain = false;

  constructor(private readonly options: DbJobQueueOptions) {}

  private get leaseMs() {
    return this.options.leaseMs ?? 30_000;
  }

  register<P>(name: string, handler: JobHandler<P>, opts: { maxAttempts?: number } = {}) {
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, maxAttempts: opts.maxAttempts ?? 5 });
  }

  async enqueue<P>(name: string, payload: P, opts: EnqueueOptions = {}): Promise<number> {
    const maxAttempts = opts.maxAttempts ?? this.handlers.get(name)?.maxAttempts ?? 5;
    const rows = await this.options.database.query<{ id: string | number }>(
      `INSERT INTO background_jobs (name, payload, max_attempts, run_at)
       VALUES ($1, $2::jsonb, $3, COALESCE($4::timestamptz, now())) RETURNING id`,
      [name, JSON.stringify(payload ?? {}), maxAttempts, opts.runAt?.toISOString() ?? null],
    );
    this.options.logger.debug({ job: name, id: rows[0]?.id }, 'job queued');
    if (this.isStarted) this.wake();
    return Number(rows[0]!.id);
  }

  start() {
    if (!this.options.isWorker || this.isStarted) return;
    this.isStarted = true;
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
    this.wake();
  }

  async stop() {
    this.isStarted = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    // A poll under way may still claim jobs: wait for it, then for every job it started.
    while (this.currentPoll || this.running.size > 0) {
      await Promise.allSettled([this.currentPoll, ...this.running]);
    }
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Extends the lease of every job this worker is running; a failure is retried at the next beat. */
  private async renewLeases() {
    if (this.leased.size === 0) return;
    try {
      await this.options.database.query(
        `UPDATE background_jobs SET locked_at = now()
         WHERE id = ANY($1::bigint[]) AND state = 'running' AND locked_by = $2`,
        [[...this.leased], this.workerId],
      );
    } catch (err) {
      this.options.logger.warn({ err }, 'could not renew the leases of running jobs');
    }
  }

  async counts(): Promise<Record<JobState, number>> {
    const rows = await this.options.database.query<{ state: JobState; n: string | number }>(
      'SELECT state, count(*) AS n FROM background_jobs GROUP BY state',
    );
    const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, dead: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    for (const [state, n] of Object.entries(counts)) this.options.metrics?.jobsQueued.set({ state }, n);
    return counts;
  }

  /** Polls now (or right after the current poll) instead of waiting for the timer. */
  private wake() {
    if (!this.isStarted) return;
    if (this.isPolling) {
      this.pollAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.startPoll();
  }

  private startPoll() {
    const poll = this.poll();
    this.currentPoll = poll;
    void poll.finally(() => {
      if (this.currentPoll === poll) this.currentPoll = undefined;
    });
  }

  private schedule() {
    if (!this.isStarted) return;
    this.timer = setTimeout(() => this.startPoll(), this.options.pollMs);
    this.timer.unref();
  }

  private async poll() {
    this.isPolling = true;
    try {
      do {
        this.pollAgain = false;
        const free = this.options.concurrency - this.running.size;
        if (free <= 0 || this.handlers.size === 0) break;
        await this.requeueStale();
        const claimed = await this.claim(free);
        for (const row of claimed) this.track(this.execute(row));
        if (claimed.length === free) this.pollAgain = true;
      } while (this.pollAgain && this.isStarted);
    } catch (err) {
      this.options.logger.error({ err }, 'job poll failed');
    } finally {
      this.isPolling = false;
      this.schedule();
    }
  }

  private track(job: Promise<void>) {
    const promise = job.catch((err: unknown) => this.options.logger.error({ err }, 'job bookkeeping failed'));
    this.running.add(promise);
    void promise.finally(() => {
      this.running.delete(promise);
      this.wake();
    });
  }

  private async claim(limit: number): Promise<ClaimedRow[]> {
    return this.options.database.query<ClaimedRow>(
      `UPDATE background_jobs SET state = 'running', attempts = attempts + 1, locked_at = now(), locked_by = $1
       WHERE id IN (
         SELECT id FROM background_jobs
         WHERE state = 'queued' AND run_at <= now() AND name = ANY($2::text[])
         ORDER BY run_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, name, payload, attempts, max_attempts`,
      [this.workerId, [...this.handlers.keys()], limit],
    );
  }

  /**
   * Jobs whose lease ran out go back to the queue (each is then claimed by exactly one worker,
   * its attempt counted again); one that has used its last attempt is dead-lettered instead.
   */
  private async requeueStale() {
    const lost = await this.options.database.query<{ id: string | number; name: string; state: string }>(
      `UPDATE background_jobs
       SET state = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'queued' END,
           finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE finished_at END,
           last_error = 'its worker stopped renewing the lease (killed or cut off) during attempt ' || attempts,
           locked_at = NULL, locked_by = NULL
       WHERE state = 'running' AND locked_at < now() - ($1::int * interval '1 millisecond')
       RETURNING id, name, state`,
      [this.leaseMs],
    );
    for (const row of lost)
      this.options.logger.warn(
        { job: row.name, jobId: Number(row.id), state: row.state },
        'job lease expired: handed out again',
      );
  }

  /**
   * Ends this worker's attempt. Only the lease holder writes: a worker whose lease expired (and
   * whose job went to another worker) changes nothing, so a job is completed once.
   */
  private async finish(id: number, set: string, params: unknown[]): Promise<boolean> {
    const rows = await this.options.database.query(
      `UPDATE background_jobs SET ${set}, locked_at = NULL
       WHERE id = $1 AND state = 'running' AND locked_by = $2 RETURNING id`,
      [id, this.workerId, ...params],
    );
    if (rows.length === 0)
      this.options.logger.warn(
        { jobId: id },
        'job lease was lost before the attempt ended: its outcome is not recorded',
      );
    return rows.length > 0;
  }

  private async execute(row: ClaimedRow) {
    const id = Number(row.id);
    const log = this.options.logger.child({ job: row.name, jobId: id, attempt: row.attempts });
    const registered = this.handlers.get(row.name);
    this.leased.add(id);
    try {
      let failure: { err: unknown } | null = null;
      try {
        if (!registered) throw new Error(`No handler registered for job "${row.name}"`);
        await registered.handler(row.payload, { id, attempt: row.attempts });
      } catch (err) {
        failure = { err };
      }
      if (!failure) {
        if (await this.finish(id, `state = 'done', finished_at = now(), last_error = NULL`, [])) {
          this.options.metrics?.jobs.inc({ name: row.name, outcome: 'done' });
          log.info('job done');
        }
        return;
      }
      const { err } = failure;
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      if (row.attempts >= row.max_attempts) {
        if (await this.finish(id, `state = 'dead', finished_at = now(), last_error = $3`, [message])) {
          this.options.metrics?.jobs.inc({ name: row.name, outcome: 'dead' });
          log.error({ err }, 'job failed for the last time: moved to dead-letter state');
        }
        return;
      }
      const delay = backoffMs(row.attempts, this.options.backoffBaseMs);
      const set = `state = 'queued', last_error = $3, locked_by = NULL, run_at = now() + ($4::int * interval '1 millisecond')`;
      if (await this.finish(id, set, [message, delay])) {
        this.options.metrics?.jobs.inc({ name: row.name, outcome: 'retry' });
        log.warn({ err, retryInMs: delay }, 'job failed: will retry');
      }
    } finally {
      this.leased.delete(id);
    }
  }
}
