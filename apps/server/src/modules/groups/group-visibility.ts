import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy } from './groups.policy.js';
import { createMembershipsRepository } from './memberships.repository.js';

/**
 * The groups policy for other modules' list filters (search by group, lists by parent group):
 * a filter on a group reveals no more than the group's own endpoints would. A group the viewer
 * may not see, or does not exist, filters to nothing.
 */
export function createGroupVisibility(ctx: Pick<AppContext, 'groups' | 'database'>) {
  const memberships = createMembershipsRepository(ctx.database.db, ctx.groups.caches);
  async function viewing(user: UserRow | null, groupId: number) {
    const group = await ctx.groups.findByIdForRead(groupId);
    if (!group) return null;
    const membership = user ? await memberships.findForRead(group.id, user.id) : null;
    const viewer = { user, membership };
    return groupsPolicy.canView(group, viewer) ? { group, viewer } : null;
  }
  return {
    /** As GET /groups/{id}/: the group exists and the viewer may see it. */
    async canSee(user: UserRow | null, groupId: number): Promise<boolean> {
      return (await viewing(user, groupId)) !== null;
    },
    /** As GET /groups/{id}/members/ (accepted tab): who may list the group's accepted members. */
    async canListMembersOf(user: UserRow | null, groupId: number): Promise<boolean> {
      const seen = await viewing(user, groupId);
      return seen !== null && groupsPolicy.canListMembers(seen.viewer, 'accepted');
    },
    /**
     * As the group's manager-only calls (member status tabs, invitations): `hidden` when the
     * viewer may not see the group (404), `viewer` when they may see but not manage it (403).
     */
    async managerAccess(
      user: UserRow | null,
      groupId: number,
    ): Promise<{ access: 'hidden' } | { access: 'viewer' } | { access: 'manager'; group: GroupSummary }> {
      const seen = await viewing(user, groupId);
      if (!seen) return { access: 'hidden' };
      if (!groupsPolicy.isManager(seen.viewer)) return { access: 'viewer' };
      const { group } = seen;
      return {
        access: 'manager',
        group: { id: group.id, groupType: group.groupType, name: group.name, parentId: group.parentId },
      };
    },
  };
}
/** What another module may know of a group its caller manages. */
export interface GroupSummary {
  id: number;
  groupType: string;
  name: string;
  parentId: number | null;
}
export type GroupVisibility = ReturnType<typeof createGroupVisibility>;
