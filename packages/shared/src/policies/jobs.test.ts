import { describe, expect, it } from 'vitest';
import { jobsPolicy } from './jobs.js';
import type { GroupViewer as Viewer, PolicyMembership, PolicyUser } from './subjects.js';

/** The flags the rules must not look at (verified, influencer) ride along to prove it. */
const user = (
  id: number,
  flags: Partial<PolicyUser & { isVerified: boolean; isInfluencer: boolean }> = {},
): PolicyUser => ({
  id,
  isStaff: false,
  isCertified: false,
  isTrialUser: false,
  ...flags,
});
const membership = (role: string, status = 'accepted'): PolicyMembership => ({
  userId: 1,
  role,
  status,
  membershipType: 'member',
});
const org = (visibility = 0, groupType = 'organization') => ({ visibility, groupType });
const job = (jobStatus: string, createdBy = 100) => ({ jobStatus, createdBy });

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

  it('the web picker asks only about organizations and institutions the user manages (or all, for staff)', () => {
    const asks = (u: PolicyUser | null, type: string, role: string | null) =>
      jobsPolicy.mayPostInGroupOfType(u, type, role);
    expect(asks(user(1), 'organization', 'admin')).toBe(true);
    expect(asks(user(1), 'institution', 'leader')).toBe(true);
    expect(asks(user(1), 'organization', 'member')).toBe(false);
    expect(asks(user(1), 'organization', null)).toBe(false);
    expect(asks(user(1), 'circle', 'admin')).toBe(false);
    expect(asks(user(1, { isStaff: true }), 'organization', null)).toBe(true);
    expect(asks(user(1, { isStaff: true }), 'circle', null)).toBe(false);
    expect(asks(null, 'organization', 'admin')).toBe(false);
  });
});
