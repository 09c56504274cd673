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
      /** The group and the user's membership in it (payments prices a paid circle or event). */
      paymentFacts: async (groupId: number, userId: number) => ({
        group: await ctx.groups.findById(groupId),
        membership: (await memberships.find(groupId, userId)) ?? null,
      }),
      /**
       * A card payment for the group went through (the provider's webhook): the member's payment
       * is confirmed. Runs inside the caller's transaction; false when there is no membership.
       */
      /** An organization's donation details (the Donate tab), written by its admins through payments. */
      saveDonationDetails: async (
        groupId: number,
        details: Array<{ name: string; description: string; stripe_price_id: string }>,
      ) => (await ctx.groups.update(groupId, { donationDetails: details })).donationDetails,
      confirmProviderPayment: async (groupId: number, userId: number, reference: string) => {
        const membership = await memberships.find(groupId, userId);
        if (!membership) return false;
        await memberships.updateMany([membership.id], {
          paymentStatus: 'confirmed',
          extraInfo: { ...membership.extraInfo, payment_mode: 'stripe', payment_reference: reference },
        });
        return true;
      },
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
