import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/modules/jobs/sql.js';
import { RANK_ENTHUSIASM_JOB } from '../src/modules/system-agents/enthusiasm.service.js';
import type { TestApp } from './helpers.js';

/**
 * Jobs queued or running, but for the ones that wait for later by design: the AI enthusiasm
 * ranking (debounced a minute after any activity, and its nightly sweep). A test that waits for
 * its own jobs to finish waits for this to reach 0.
 */
export async function busyJobs(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.database.db.execute(sql`
      SELECT count(*)::int AS n FROM background_jobs
      WHERE state IN ('queued', 'running') AND name <> ${RANK_ENTHUSIASM_JOB}`),
  );
  return Number(row?.n ?? 0);
}
