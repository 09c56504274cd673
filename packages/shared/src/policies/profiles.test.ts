import { describe, expect, it } from 'vitest';
import { profilesPolicy } from './profiles.js';
import { policyUserOf, type PolicyUser } from './subjects.js';

const user = (id: number, flags: Partial<PolicyUser> = {}): PolicyUser => ({
  id,
  isStaff: false,
  isTrialUser: false,
  ...flags,
});
const owner = user(1);
const other = user(2);
const staff = user(3, { isStaff: true });
const trialOwner = user(1, { isTrialUser: true });

describe('profiles policy (server and web)', () => {
  it('owners and staff edit a profile, nobody else', () => {
    expect(profilesPolicy.canEdit(owner, 1)).toBe(true);
    expect(profilesPolicy.canEdit(staff, 1)).toBe(true);
    expect(profilesPolicy.canEdit(other, 1)).toBe(false);
  });

  it('import: registered owners into their own profile, staff into anyone’s; trial accounts never', () => {
    expect(profilesPolicy.canImport(owner, 1)).toBe(true);
    expect(profilesPolicy.canImport(staff, 1)).toBe(true);
    expect(profilesPolicy.canImport(other, 1)).toBe(false);
    expect(profilesPolicy.canImport(trialOwner, 1)).toBe(false);
    expect(profilesPolicy.canImport(user(3, { isStaff: true, isTrialUser: true }), 1)).toBe(false);
    expect(profilesPolicy.canImport(null, 1)).toBe(false);
  });

  it('career advice is for certified members who are not influencers', () => {
    const cases = [
      [true, false, true],
      [true, true, false],
      [false, false, false],
      [false, true, false],
    ] as const;
    for (const [isCertified, isInfluencer, allowed] of cases)
      expect(profilesPolicy.canWriteCareerAdvice({ isCertified, isInfluencer })).toBe(allowed);
  });

  it('private details are for the owner and staff; anonymous visitors see none', () => {
    expect(profilesPolicy.canSeePrivate(owner, 1)).toBe(true);
    expect(profilesPolicy.canSeePrivate(staff, 1)).toBe(true);
    expect(profilesPolicy.canSeePrivate(other, 1)).toBe(false);
    expect(profilesPolicy.canSeePrivate(null, 1)).toBe(false);
  });

  it('nobody follows themselves; anything else may be followed', () => {
    expect(profilesPolicy.canFollow(owner, 'user', 1)).toBe(false);
    expect(profilesPolicy.canFollow(owner, 'user', 2)).toBe(true);
    expect(profilesPolicy.canFollow(owner, 'group', 1)).toBe(true);
  });

  it('the web app’s identity answer becomes the same subject the server checks', () => {
    const web = policyUserOf({ id: 1, is_staff: false, is_trial_user: true, is_certified: false });
    expect(web).toEqual({ id: 1, isStaff: false, isTrialUser: true, isCertified: false });
    expect(profilesPolicy.canImport(web, 1)).toBe(false);
    expect(policyUserOf(undefined)).toBeNull();
  });
});
