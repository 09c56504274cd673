import type { AppContext } from '../../context.js';
import { createSystemAgentsRepository } from './system-agents.repository.js';
import {
  createSystemAgentsService,
  REVIEW_MEMBER_JOB,
  type ReviewMemberJob,
  type SystemAgentsDeps,
} from './system-agents.service.js';

type Ctx = Pick<AppContext, 'transactions' | 'jobs' | 'logger' | 'groups'>;

/** The system agents, wired from the process context (API and worker processes alike). */
export function createSystemAgentsModule(ctx: Ctx, viewerOf: SystemAgentsDeps['viewerOf']) {
  return createSystemAgentsService({
    repo: createSystemAgentsRepository(ctx.transactions.db),
    transactions: ctx.transactions,
    jobs: ctx.jobs,
    logger: ctx.logger.child({ component: 'system-agents' }),
    viewerOf,
    groupOf: (id) => ctx.groups.findById(id),
    membershipsChanged: (groupId) => ctx.groups.caches.membershipsChanged(groupId),
  });
}

/**
 * The review job: enqueued by the database when someone asks to join an organization (migration
 * 0018's trigger, whatever the path: sign-up, join, invitation) and by POST rerun-system-agent/.
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
}
