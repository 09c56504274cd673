export type JobState = 'queued' | 'running' | 'done' | 'dead';

export interface JobContext {
  id: number;
  attempt: number;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The background jobs adapter every module uses (mail, imports, exports, agent runs).
 * One implementation, a queue table in the database, runs everywhere: on PGlite the process
 * works its own queue; on PostgreSQL any number of API and worker processes share it.
 */
export interface JobQueue {
  register<P>(name: string, handler: JobHandler<P>, options?: { maxAttempts?: number }): void;
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<number>;
  /** Starts claiming and running jobs (a no-op when this process only enqueues). */
  start(): void;
  /** Stops claiming and waits for running jobs to finish. */
  stop(): Promise<void>;
  counts(): Promise<Record<JobState, number>>;
}

/** Delay before retry number `attempt` (1-based): exponential, capped, with jitter. */
export function backoffMs(attempt: number, baseMs = 1000, capMs = 5 * 60_000, random = Math.random): number {
  const exp = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
