import { JOB_MESSAGES } from '@careerhub/shared';
import { badRequest } from '../../http/errors.js';
import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createApplicationsService } from './applications.service.js';
import { createJobAccess } from './jobs.access.js';
import { engagementFor } from '../engagement/engagement.fields.js';
import { createJobsRepository } from './jobs.repository.js';
import { createJobsService } from './jobs.service.js';
import { createRecommendationsService } from './recommendations.service.js';

/** Jobs, applications and recommendations, wired from the process context and the groups module. */
export function createJobsModule(
  ctx: AppContext,
  groupsModule: GroupsModule,
  options: { now?: () => Date; exportBatchSize?: number } = {},
) {
  const jobs = createJobsRepository(ctx.transactions.db);
  const { viewerOf, managerIds, hasCertifiedProfile } = groupsModule.access;
  const publicUrl = (key: string) => ctx.storage.publicUrl(key);
  const now = options.now ?? (() => new Date());
  const base = { jobs, groups: ctx.groups, viewerOf };
  const access = createJobAccess(base);
  const jobsService = createJobsService({
    ...base,
    access,
    hasCertifiedProfile,
    now,
    countCacheTtlMs: ctx.config.GROUP_COUNT_CACHE_TTL_MS,
    engagementOf: (userId, ids) => engagementFor(ctx.transactions.db, userId, 'job', ids),
  });
  // Invitations (groups module) point at jobs through this.
  groupsModule.invitations.useJobs({
    async forInvite(actor, jobId) {
      const { job, group, viewer } = await access.administered(actor, jobId);
      if (job.jobStatus !== 'approved') throw badRequest(JOB_MESSAGES.inviteDraft);
      return { name: job.title, slug: job.slug, image: group.logo, group, viewer };
    },
    async card(user, jobId) {
      const job = await jobs.findById(jobId);
      if (!job || job.jobStatus !== 'approved') return null;
      return (await jobsService.presentMany(user, [job]))[0]!;
    },
  });
  return {
    jobs: jobsService,
    access,
    applications: createApplicationsService({
      jobs,
      access,
      notifications: ctx.notifications,
      managerIds,
      resumeOf: jobs.profileResume,
      fileOf: jobs.fileOf,
      publicUrl,
      now,
      ...(options.exportBatchSize ? { exportBatchSize: options.exportBatchSize } : {}),
    }),
    recommendations: createRecommendationsService({
      jobs,
      access,
      jobsService,
      groups: ctx.groups,
      viewerOf,
      now,
      people: async (ids) =>
        new Map(
          (await jobs.peopleCards(ids)).map((p) => [
            p.id,
            {
              id: p.id,
              name: `${p.first_name} ${p.last_name}`.trim(),
              name_slug: p.name_slug,
              image: p.picture_key ? publicUrl(p.picture_key) : null,
              institution_name: p.institution_name,
            },
          ]),
        ),
    }),
  };
}
export type JobsModule = ReturnType<typeof createJobsModule>;
