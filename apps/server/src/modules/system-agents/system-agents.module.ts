import type { AppContext } from '../../context.js';
import { createRationaleWriter } from './agent-rationale.js';
import { createEnthusiasmRepository } from './enthusiasm.repository.js';
import {
  createEnthusiasmService,
  RANK_ENTHUSIASM_JOB,
  type RankEnthusiasmJob,
} from './enthusiasm.service.js';
import { createSystemAgentsRepository } from './system-agents.repository.js';
import { createCurationRepository } from './usecase-curation.repository.js';
import {
  createCurationService,
  CURATE_USE_CASE_JOB,
  type CurateUseCaseJob,
} from './usecase-curation.service.js';
import {
  createSystemAgentsService,
  REVIEW_MEMBER_JOB,
  type ReviewMemberJob,
  type SystemAgentsDeps,
} from './system-agents.service.js';

type Ctx = Pick<AppContext, 'transactions' | 'jobs' | 'logger' | 'groups' | 'llm'>;

/** The ai_enthusiasm_ranking agent, wired from the process context (its job runs in workers). */
export function createEnthusiasmModule(ctx: Ctx) {
  const logger = ctx.logger.child({ component: 'enthusiasm-ranking' });
  return createEnthusiasmService({
    repo: createEnthusiasmRepository(ctx.transactions.db),
    agents: createSystemAgentsRepository(ctx.transactions.db),
    transactions: ctx.transactions,
    logger,
    writeRationale: createRationaleWriter(ctx.llm, logger),
    membershipsChanged: (groupId) => ctx.groups.caches.membershipsChanged(groupId),
  });
}

/** The usecase_curation agent, wired from the process context (the use cases module queues it). */
export function createCurationModule(ctx: Pick<Ctx, 'transactions' | 'jobs' | 'logger'>) {
  return createCurationService({
    repo: createCurationRepository(ctx.transactions.db),
    agents: createSystemAgentsRepository(ctx.transactions.db),
    transactions: ctx.transactions,
    jobs: ctx.jobs,
    logger: ctx.logger.child({ component: 'usecase-curation' }),
  });
}

/** The system agents, wired from the process context (API and worker processes alike). */
export function createSystemAgentsModule(ctx: Ctx, viewerOf: SystemAgentsDeps['viewerOf']) {
  const logger = ctx.logger.child({ component: 'system-agents' });
  return createSystemAgentsService({
    curation: createCurationModule(ctx),
    curationRepo: createCurationRepository(ctx.transactions.db),
    repo: createSystemAgentsRepository(ctx.transactions.db),
    transactions: ctx.transactions,
    jobs: ctx.jobs,
    logger,
    writeRationale: createRationaleWriter(ctx.llm, logger),
    viewerOf,
    groupOf: (id) => ctx.groups.findById(id),
    membershipsChanged: (groupId) => ctx.groups.caches.membershipsChanged(groupId),
  });
}

/**
 * The review jobs. Members: enqueued by the database when someone asks to join an organization
 * (migration 0018's trigger, whatever the path: sign-up, join, invitation) and by POST
 * rerun-system-agent/. Use cases: queued by the use cases module on submission and edit, and by
 * POST rerun-system-agent/ (entity use_case). Enthusiasm: queued (debounced) by migration 0032's
 * triggers after activity, daily as a sweep, and by POST rerun-system-agent/.
 */
export function registerSystemAgentJobs(ctx: Ctx) {
  const service = createSystemAgentsModule(ctx, async () => ({ user: null, membership: null }));
  ctx.jobs.register<ReviewMemberJob>(
    REVIEW_MEMBER_JOB,
    async (job) => {
      await service.reviewMember(job.group_id, job.user_id);
    },
    { maxAttempts: 3 },
  );
  const enthusiasm = createEnthusiasmModule(ctx);
  ctx.jobs.register<RankEnthusiasmJob>(
    RANK_ENTHUSIASM_JOB,
    async (job) => {
      await enthusiasm.run(job);
    },
    { maxAttempts: 3 },
  );
  const curation = createCurationModule(ctx);
  ctx.jobs.register<CurateUseCaseJob>(
    CURATE_USE_CASE_JOB,
    async (job) => {
      await curation.curate(job.use_case_id);
    },
    { maxAttempts: 3 },
  );
}
