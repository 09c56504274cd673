import type { AppContext } from '../../context.js';
import { createAuditRepository } from '../audit/audit.repository.js';
import { createAuditService } from '../audit/audit.service.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createTopicsRepository } from '../topics/topics.repository.js';
import { createGroupsService } from './groups.service.js';
import { createInvitationsRepository } from './invitations.repository.js';
import { createInvitationsService } from './invitations.service.js';
import { createMembershipsRepository } from './memberships.repository.js';
import { createMembershipsService } from './memberships.service.js';

/** Groups, memberships and invitations, wired from the process context. */
export function createGroupsModule(
  ctx: AppContext,
  options: { now?: () => Date; exportBatchSize?: number } = {},
) {
  const db = ctx.transactions.db;
  const memberships = createMembershipsRepository(db, ctx.groups.caches);
  const profiles = createProfilesRepository(db, ctx.completionFacts.forget);
  const publicUrl = (key: string) => ctx.storage.publicUrl(key);
  const now = options.now ?? (() => new Date());
  const hasCertifiedProfile = async (userId: number, groupId: number) =>
    Boolean((await profiles.groupProfile(userId, groupId))?.isCertified);
  const groups = createGroupsService({
    transactions: ctx.transactions,
    groups: ctx.groups,
    memberships,
    uploads: ctx.uploads,
    publicUrl,
    hasCertifiedProfile,
    topicsByIds: createTopicsRepository(db).byIds,
    now,
  });
  const common = {
    groups: ctx.groups,
    memberships,
    users: ctx.users,
    notifications: ctx.notifications,
    jobs: ctx.jobs,
    transactions: ctx.transactions,
    viewerOf: groups.viewerOf,
    now,
  };
  return {
    groups,
    /** What other modules (jobs) ask about a user's place in a group. */
    access: {
      viewerOf: groups.viewerOf,
      managerIds: (groupId: number) => memberships.managerIds(groupId),
      hasCertifiedProfile,
    },
    memberships: createMembershipsService({
      ...common,
      publicUrl,
      files: async (ids) =>
        new Map(
          [...(await profiles.fileKeys(ids))].map(([id, f]) => [
            id,
            { mimeType: f.mimeType, ownerId: f.ownerId, name: f.name, url: publicUrl(f.key) },
          ]),
        ),
      ...(options.exportBatchSize ? { exportBatchSize: options.exportBatchSize } : {}),
    }),
    invitations: createInvitationsService({ ...common, invitations: createInvitationsRepository(db) }),
    /** The audit log's reader (its rows are written by the services above, in their transactions). */
    audit: createAuditService({
      repo: createAuditRepository(db),
      viewerOf: groups.viewerOf,
      administeredGroupIds: (userId) => memberships.administeredGroupIds(userId),
    }),
  };
}
export type GroupsModule = ReturnType<typeof createGroupsModule>;
