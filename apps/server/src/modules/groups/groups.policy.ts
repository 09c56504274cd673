import { groupsPolicy as sharedGroupsPolicy, roleRank, type GroupViewer } from '@careerhub/shared';
import type { UserRow } from '../auth/users.repository.js';
import type { MembershipRow } from './memberships.repository.js';

/** Who is asking, and their membership in the group in question (null when none). */
export type Viewer = GroupViewer<UserRow, MembershipRow>;

/**
 * Who may do what with groups, memberships and invitations: the rules live in
 * packages/shared/src/policies/groups.ts, where the web app reads them too; the server applies them.
 */
export const groupsPolicy = sharedGroupsPolicy;
export { roleRank };
