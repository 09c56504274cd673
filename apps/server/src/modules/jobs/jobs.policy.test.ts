import { describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/users.repository.js';
import type { Viewer } from '../groups/groups.policy.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { MembershipRow } from '../groups/memberships.repository.js';
import { jobsPolicy } from './jobs.policy.js';
import type { JobRow } from './jobs.repository.js';

const user = (id: number, flags: Partial<UserRow> = {}) =>
  ({
    id,
    isStaff: false,
    isCertified: false,
    isTrialUser: false,
    isVerified: true,
    isInfluencer: false,
    ...flags,
  }) as UserRow;
const membership = (role: string, status = 'accepted') =>
  ({ id: 9, userId: 1, role, status, membershipType: 'member' }) as MembershipRow;
const org = (visibility = 0, groupType = 'organization') => ({ id: 5, visibility, groupType }) as GroupRow;
const job = (jobStatus: string, createdBy = 100) => ({ id: 7, groupId: 5, jobStatus, createdBy }) as JobRow;

/** The platform roles of the matrix, as they relate to the job's organization. */
const viewers: Record<string, Viewer> = {
  anonymous: { user: null, membership: null },
  trial: { user: user(1, { isTrialUser: true, isVerified: false }), membership: null },
  unverified: { user: user(2, { isVerified: false }), membership: null },
  member: { user: user(3), membership: membership('member') },
  certified: { user: user(4, { isCertified: true }), membership: membership('member') },
  admin: { user: user(5), membership: membership('admin') },
  leader: { user: user(6), membership: membership('leader') },
  pendingAdmin: { user: user(7), membership: membership('admin', 'pending') },
  author: { user: user(100), membership: null },
  staff: { user: user(8, { isStaff: true }), membership: null },
  influencer: { user: user(9, { isInfluencer: true }), membership: null },
};
const matrix = (check: (v: Viewer) => boolean) =>
  Object.fromEntries(Object.entries(viewers).map(([name, v]) => [name, check(v)]));
const only = (...names: string[]) =>
  Object.fromEntries(Object.keys(viewers).map((n) => [n, names.includes(n)]));

describe('jobs policy matrix', () => {
  it('posting: admin or leader with a certified group profile (or staff), in organizations and institutions', () => {
    expect(matrix((v) => jobsPolicy.canPostIn(org(), v, true))).toEqual(only('admin', 'leader', 'staff'));
    expect(matrix((v) => jobsPolicy.canPostIn(org(), v, false))).toEqual(only('staff'));
    expect(matrix((v) => jobsPolicy.canPostIn(org(0, 'institution'), v, true))).toEqual(
      only('admin', 'leader', 'staff'),
    );
    expect(matrix((v) => jobsPolicy.canPostIn(org(0, 'circle'), v, true))).toEqual(only());
  });

  it('job administrators: the author, accepted admins and leaders of the group, staff', () => {
    expect(matrix((v) => jobsPolicy.isAdministrator(job('approved'), v))).toEqual(
      only('admin', 'leader', 'author', 'staff'),
    );
  });

  it('drafts are seen by job administrators only; published jobs by whoever sees the group', () => {
    expect(matrix((v) => jobsPolicy.canSee(job('pending'), org(), v))).toEqual(
      only('admin', 'leader', 'author', 'staff'),
    );
    expect(matrix((v) => jobsPolicy.canSee(job('approved'), org(), v))).toEqual(
      only(...Object.keys(viewers)),
    );
    expect(matrix((v) => jobsPolicy.canSee(job('approved'), org(20), v))).toEqual(
      only('member', 'certified', 'admin', 'leader', 'pendingAdmin', 'author', 'staff'),
    );
  });

  it('applying: registered users (signed in, not trial) to published jobs', () => {
    expect(matrix((v) => jobsPolicy.canApply(job('approved'), v.user))).toEqual(
      only(
        'unverified',
        'member',
        'certified',
        'admin',
        'leader',
        'pendingAdmin',
        'author',
        'staff',
        'influencer',
      ),
    );
    expect(matrix((v) => jobsPolicy.canApply(job('pending'), v.user))).toEqual(only());
  });
});
