import { describe, expect, it } from 'vitest';
import { groupsPolicy } from './groups.js';
import type { GroupViewer as Viewer, PolicyMembership, PolicyUser } from './subjects.js';

const user = (flags: Partial<PolicyUser> = {}): PolicyUser => ({
  id: 1,
  isStaff: false,
  isCertified: false,
  isTrialUser: false,
  ...flags,
});
const membership = (role: string, status = 'accepted', membershipType = 'member'): PolicyMembership => ({
  userId: 1,
  role,
  status,
  membershipType,
});
const group = (visibility: number) => ({ visibility });

/** The viewers of the matrix: relation to one group. */
const viewers: Record<string, Viewer> = {
  anonymous: { user: null, membership: null },
  trial: { user: user({ isTrialUser: true }), membership: null },
  nonMember: { user: user(), membership: null },
  follower: { user: user(), membership: membership('member', 'accepted', 'follower') },
  pending: { user: user(), membership: membership('member', 'pending') },
  member: { user: user(), membership: membership('member') },
  pendingAdmin: { user: user(), membership: membership('admin', 'pending') },
  rejectedLeader: { user: user(), membership: membership('leader', 'rejected') },
  facilitator: { user: user(), membership: membership('facilitator') },
  leader: { user: user(), membership: membership('leader') },
  admin: { user: user(), membership: membership('admin') },
  staff: { user: user({ isStaff: true }), membership: null },
};

const matrix = (check: (v: Viewer) => boolean) =>
  Object.fromEntries(Object.entries(viewers).map(([name, v]) => [name, check(v)]));
const only = (...names: string[]) =>
  Object.fromEntries(Object.keys(viewers).map((n) => [n, names.includes(n)]));

describe('groups policy matrix', () => {
  it('managers are accepted admins and leaders (and staff)', () => {
    expect(matrix(groupsPolicy.isManager)).toEqual(only('leader', 'admin', 'staff'));
    expect(matrix(groupsPolicy.canManageMembers)).toEqual(only('leader', 'admin', 'staff'));
    expect(matrix(groupsPolicy.canEdit)).toEqual(only('leader', 'admin', 'staff'));
    expect(matrix(groupsPolicy.canInvite)).toEqual(only('leader', 'admin', 'staff'));
    expect(matrix(groupsPolicy.isAdmin)).toEqual(only('admin', 'staff'));
  });

  it('public groups for all, private groups for people with a membership row and staff', () => {
    expect(matrix((v) => groupsPolicy.canView(group(0), v))).toEqual(only(...Object.keys(viewers)));
    expect(matrix((v) => groupsPolicy.canView(group(20), v))).toEqual(
      only(
        'follower',
        'pending',
        'member',
        'pendingAdmin',
        'rejectedLeader',
        'facilitator',
        'leader',
        'admin',
        'staff',
      ),
    );
  });

  it('accepted members are listed to all, other tabs to managers', () => {
    expect(matrix((v) => groupsPolicy.canListMembers(v, 'accepted'))).toEqual(only(...Object.keys(viewers)));
    expect(matrix((v) => groupsPolicy.canListMembers(v, 'pending'))).toEqual(
      only('leader', 'admin', 'staff'),
    );
  });

  it('events, resources and jobs need an admin with a certified group profile (or staff)', () => {
    expect(matrix((v) => groupsPolicy.canCreateCertifiedContent(v, true))).toEqual(only('admin', 'staff'));
    expect(matrix((v) => groupsPolicy.canCreateCertifiedContent(v, false))).toEqual(only('staff'));
  });

  it('circles need leadership certification; organizations need staff', () => {
    expect(groupsPolicy.canCreateCircle(user({ isCertified: true }))).toBe(true);
    expect(groupsPolicy.canCreateCircle(user())).toBe(false);
    expect(groupsPolicy.canCreateTopLevel(user({ isCertified: true }))).toBe(false);
    expect(groupsPolicy.canCreateTopLevel(user({ isStaff: true }))).toBe(true);
  });

  it('role grants: up to the granter role, never to themself, never over a higher role', () => {
    const other = 2;
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'admin', other, null))).toEqual(only('admin', 'staff'));
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'leader', other, null))).toEqual(
      only('leader', 'admin', 'staff'),
    );
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'member', other, null))).toEqual(
      only('leader', 'admin', 'staff'),
    );
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'member', 1, null))).toEqual(only('staff'));
    const pendingAdmin = { ...membership('admin', 'pending'), userId: other };
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'member', other, pendingAdmin))).toEqual(
      only('admin', 'staff'),
    );
    const rejectedAdmin = { ...membership('admin', 'rejected'), userId: other };
    expect(matrix((v) => groupsPolicy.canGrantRole(v, 'member', other, rejectedAdmin))).toEqual(
      only('leader', 'admin', 'staff'),
    );
  });

  it('leave, add and remove follow the membership state', () => {
    expect(groupsPolicy.canLeave(membership('member', 'pending'))).toBe(true);
    expect(groupsPolicy.canLeave(membership('member', 'accepted'))).toBe(true);
    expect(groupsPolicy.canLeave(membership('member', 'rejected'))).toBe(false);
    expect(groupsPolicy.canLeave(membership('member', 'accepted', 'follower'))).toBe(false);
    expect(groupsPolicy.canAdd(null)).toBe(true);
    expect(groupsPolicy.canAdd(membership('member', 'rejected'))).toBe(true);
    expect(groupsPolicy.canAdd(membership('member', 'pending'))).toBe(false);
    expect(groupsPolicy.canRemove(2, membership('member', 'accepted'))).toBe(true);
    expect(groupsPolicy.canRemove(1, membership('member', 'accepted'))).toBe(false);
    expect(groupsPolicy.canRemove(2, membership('member', 'pending'))).toBe(false);
    expect(groupsPolicy.isRegistered(null)).toBe(false);
    expect(groupsPolicy.isRegistered(user({ isTrialUser: true }))).toBe(false);
  });
});
