import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';

/** Who reads the audit log: staff all of it, a group's accepted administrators that group's (and, for an organization, its circles' and events'). */
export const auditPolicy = {
  canReadAll: (user: UserRow) => user.isStaff,
  canReadGroup: (viewer: Viewer) => groupsPolicy.isAdmin(viewer),
};
