import { describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupRow } from '../groups/groups.repository.js';
import type { MembershipRow } from '../groups/memberships.repository.js';
import { contentsPolicy, organizationOf, type ContentFacts, type Standing } from './contents.policy.js';

const user = (id: number, flags: Partial<UserRow> = {}) =>
  ({ id, isStaff: false, isCertified: false, isTrialUser: false, ...flags }) as UserRow;
const membership = (fields: Partial<MembershipRow> = {}) =>
  ({
    membershipType: 'member',
    status: 'accepted',
    role: 'member',
    paymentStatus: null,
    ...fields,
  }) as MembershipRow;
const group = (fields: Partial<GroupRow> = {}) =>
  ({ id: 1, groupType: 'organization', parentId: null, visibility: 0, isPaid: false, ...fields }) as GroupRow;
const item = (fields: Partial<ContentFacts> = {}): ContentFacts => ({
  type: 'resource',
  status: 'approved',
  securityLevel: 0,
  isPremium: false,
  createdBy: 1,
  groupId: 1,
  ...fields,
});
const standing = (u: UserRow | null, m: MembershipRow | null, isApprover = false): Standing => ({
  viewer: { user: u, membership: m },
  isApprover,
  hasPremiumViewing: false,
});

describe('contents policy', () => {
  it('lets accepted members post, paid groups only after confirmed payment, managers always', () => {
    const g = group();
    expect(contentsPolicy.canPost(g, { user: user(2), membership: membership() })).toBe(true);
    expect(contentsPolicy.canPost(g, { user: user(2), membership: membership({ status: 'pending' }) })).toBe(
      false,
    );
    expect(contentsPolicy.canPost(g, { user: user(2), membership: null })).toBe(false);
    expect(
      contentsPolicy.canPost(g, { user: user(2, { isTrialUser: true }), membership: membership() }),
    ).toBe(false);
    const paid = group({ isPaid: true });
    expect(
      contentsPolicy.canPost(paid, { user: user(2), membership: membership({ paymentStatus: 'pending' }) }),
    ).toBe(false);
    expect(
      contentsPolicy.canPost(paid, { user: user(2), membership: membership({ paymentStatus: 'confirmed' }) }),
    ).toBe(true);
    expect(contentsPolicy.canPost(paid, { user: user(2), membership: membership({ role: 'admin' }) })).toBe(
      true,
    );
    expect(contentsPolicy.canPost(paid, { user: user(2, { isStaff: true }), membership: null })).toBe(true);
  });

  it('offers approve and reject per status: resources whenever not approved, career tips reject only when pending', () => {
    const s = standing(user(9), null, true);
    for (const status of ['pending', 'rejected']) {
      expect(contentsPolicy.canApprove(item({ status }), s)).toBe(true);
      expect(contentsPolicy.canReject(item({ status }), s)).toBe(true);
    }
    expect(contentsPolicy.canApprove(item(), s)).toBe(false);
    expect(contentsPolicy.canReject(item({ type: 'career_tip', status: 'rejected' }), s)).toBe(false);
    expect(contentsPolicy.canApprove(item({ type: 'career_tip', status: 'rejected' }), s)).toBe(true);
    expect(contentsPolicy.canApprove(item({ type: 'post', status: 'pending' }), s)).toBe(false);
    expect(contentsPolicy.canApprove(item({ status: 'pending' }), standing(user(9), null, false))).toBe(
      false,
    );
  });

  it('makes approvers of staff and of admins or certified users whose default organization holds the item', () => {
    expect(contentsPolicy.isApprover(user(3, { isStaff: true }), null, null, false)).toBe(true);
    expect(contentsPolicy.isApprover(user(3), 5, 5, true)).toBe(true);
    expect(contentsPolicy.isApprover(user(3), 5, 6, true)).toBe(false);
    expect(contentsPolicy.isApprover(user(3), 5, 5, false)).toBe(false);
    expect(contentsPolicy.isApprover(null, 5, 5, true)).toBe(false);
    expect(organizationOf(group({ id: 7, groupType: 'circle', parentId: 5 }))).toBe(5);
    expect(organizationOf(group({ id: 5 }))).toBe(5);
  });

  it('shows private items to accepted members, pending ones to authors and approvers only', () => {
    const g = group();
    const priv = item({ securityLevel: 20 });
    expect(contentsPolicy.canSee(priv, standing(user(2), membership()), g)).toBe(true);
    expect(contentsPolicy.canSee(priv, standing(user(2), membership({ status: 'pending' })), g)).toBe(false);
    expect(contentsPolicy.canSee(priv, standing(null, null), g)).toBe(false);
    expect(contentsPolicy.canSee(priv, standing(user(1), null), g)).toBe(true);
    const pending = item({ status: 'pending' });
    expect(contentsPolicy.canSee(pending, standing(user(2), membership()), g)).toBe(false);
    expect(contentsPolicy.canSee(pending, standing(user(2), null, true), g)).toBe(true);
    expect(contentsPolicy.canSee(item(), standing(null, null), group({ visibility: 20 }))).toBe(false);
    expect(contentsPolicy.canShare(priv)).toBe(false);
  });

  it('locks premium items except for the author, staff and premium viewers', () => {
    const premium = item({ isPremium: true });
    expect(contentsPolicy.isLocked(premium, null, false)).toBe(true);
    expect(contentsPolicy.isLocked(premium, user(2), false)).toBe(true);
    expect(contentsPolicy.isLocked(premium, user(2), true)).toBe(false);
    expect(contentsPolicy.isLocked(premium, user(1), false)).toBe(false);
    expect(contentsPolicy.isLocked(premium, user(2, { isStaff: true }), false)).toBe(false);
    expect(contentsPolicy.isLocked(item(), null, false)).toBe(false);
    expect(contentsPolicy.canEdit(item(), user(2, { isStaff: true }))).toBe(false);
    expect(contentsPolicy.canDelete(item(), user(1))).toBe(true);
  });
});
