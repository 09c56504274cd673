import { describe, expect, it } from 'vitest';
import { organizationTabs, showsOrgTabs } from './OrganizationPage';
import type { Group } from '@careerhub/shared';

const org = (patch: Partial<Group> = {}) =>
  ({
    is_influencer: false,
    membership_status: null,
    permissions: null,
    donation_details: null,
    ...patch,
  }) as Group;
const paths = (g: Group, jobs = false) => organizationTabs(g, jobs).map((t) => t.label);

describe('organization tabs (spec section 2)', () => {
  it('show to accepted members, managers and on influencer organizations only', () => {
    expect(showsOrgTabs(org())).toBe(false);
    expect(showsOrgTabs(org({ membership_status: 'pending' }))).toBe(false);
    expect(showsOrgTabs(org({ membership_status: 'accepted' }))).toBe(true);
    expect(showsOrgTabs(org({ permissions: { can_manage: true } as Group['permissions'] }))).toBe(true);
    expect(showsOrgTabs(org({ is_influencer: true }))).toBe(true);
  });

  it('list Donate with a donation detail and Job Board with show_job_menu', () => {
    expect(paths(org())).toEqual(['Overview', 'People', 'Circles', 'Events', 'Resources', 'Posts']);
    expect(paths(org({ donation_details: [{ name: 'Fund', description: '' }] }), true)).toEqual([
      'Overview',
      'People',
      'Circles',
      'Events',
      'Resources',
      'Posts',
      'Donate',
      'Job Board',
    ]);
  });

  it('give influencer organizations Overview and AI Impact only', () => {
    expect(paths(org({ is_influencer: true }), true)).toEqual(['Overview', 'AI Impact']);
  });
});
