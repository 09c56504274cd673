import { describe, expect, it } from 'vitest';
import type { Identity, OrganizationSummary } from '@careerhub/shared';
import { GUARDS, evaluateGuards, needsIdentity, type GuardContext, type GuardName } from './guards';

const org = (role: string): OrganizationSummary => ({
  id: 10,
  name: 'CareerHub',
  name_slug: 'careerhub',
  logo: null,
  domain: null,
  description: '',
  membership_type: null,
  group_type: 'organization',
  role,
  status: 'accepted',
});

function identity(overrides: Partial<Identity> = {}): Identity {
  return {
    id: 1,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    name_slug: 'ada-lovelace',
    is_staff: false,
    is_verified: true,
    is_trial_user: false,
    is_influencer: false,
    is_certified: false,
    followed: 0,
    joined_at: '2024-01-01T00:00:00Z',
    unread_notifications_count: 0,
    organization: org('member'),
    switchable_orgs: [],
    user_subscription: {
      applied_membership_tier: 0,
      payment_status: null,
      one_to_one_chat: false,
      use_ama: false,
      circle_discount_percent: 100,
      is_institutional_membership: false,
      can_create_membership_card: false,
      can_use_premium_agents: false,
    },
    work_experiences: [],
    education_background: [],
    membership_card: null,
    profile_completion: { level: 'none', missing: [] },
    ...overrides,
  };
}

const member = identity();
const orgStatus = (status: string) => identity({ organization: { ...org('member'), status } });
const trial = identity({ is_trial_user: true, is_verified: false });
const unverified = identity({ is_verified: false });
const admin = identity({ organization: org('admin') });
const incomplete = identity({
  profile_completion: { level: 'all', missing: ['career', 'resume_or_linkedin'] },
});
const noResume = identity({ profile_completion: { level: 'advanced', missing: ['resume_or_linkedin'] } });

type Visitor = Pick<GuardContext, 'isSignedIn' | 'identity'>;
const anonymous: Visitor = { isSignedIn: false, identity: null };
const as = (who: Identity): Visitor => ({ isSignedIn: true, identity: who });

const cases: Array<[string, GuardName, Visitor, string, string | null, boolean?]> = [
  // [case, guard chain, visitor, path, expected redirect, admin mode]
  [
    'anonymous at a member page goes to login with next',
    'member',
    anonymous,
    '/jobs?page=2',
    '/login?next=%2Fjobs%3Fpage%3D2',
  ],
  ['anonymous at root goes to login without next', 'member', anonymous, '/', '/login'],
  ['trial user goes to signup with next', 'member', as(trial), '/circles', '/signup?next=%2Fcircles'],
  [
    'unverified user goes to verify-otp with next',
    'member',
    as(unverified),
    '/events',
    '/verify-otp?next=%2Fevents',
  ],
  ['verified member passes', 'member', as(member), '/events', null],
  [
    'verified member without career answers goes to the wizard with next',
    'member',
    as(incomplete),
    '/events',
    '/onboarding?next=%2Fevents',
  ],
  ['member missing only a resume or LinkedIn passes', 'member', as(noResume), '/events', null],
  [
    'unverified user without career answers verifies first',
    'member',
    as({ ...incomplete, is_verified: false }),
    '/events',
    '/verify-otp?next=%2Fevents',
  ],
  ['wizard: incomplete member stays', 'onboarding', as(incomplete), '/onboarding', null],
  [
    'wizard: unverified user verifies first',
    'onboarding',
    as(unverified),
    '/onboarding',
    '/verify-otp?next=%2Fonboarding',
  ],
  ['wizard: anonymous goes to login', 'onboarding', anonymous, '/onboarding', '/login?next=%2Fonboarding'],
  ['change password: incomplete member stays', 'account', as(incomplete), '/change-password', null],
  [
    'change password: anonymous goes to login with next',
    'account',
    anonymous,
    '/change-password',
    '/login?next=%2Fchange-password',
  ],
  [
    'change password: trial user signs up first',
    'account',
    as(trial),
    '/change-password',
    '/signup?next=%2Fchange-password',
  ],
  [
    'change password: unverified user verifies first',
    'account',
    as(unverified),
    '/change-password',
    '/verify-otp?next=%2Fchange-password',
  ],
  ['verify-otp: signed out goes to login', 'verifyOtp', anonymous, '/verify-otp', '/login'],
  ['verify-otp: verified goes home', 'verifyOtp', as(member), '/verify-otp', '/'],
  ['verify-otp: verified goes on to next', 'verifyOtp', as(member), '/verify-otp?next=%2Fjobs', '/jobs'],
  [
    'verify-otp: verified never leaves the site',
    'verifyOtp',
    as(member),
    '/verify-otp?next=//evil.example',
    '/',
  ],
  ['verify-otp: unverified stays', 'verifyOtp', as(unverified), '/verify-otp', null],
  ['login: anonymous stays', 'guest', anonymous, '/login', null],
  ['login: trial user stays', 'guest', as(trial), '/login', null],
  ['login: signed-in member goes home', 'guest', as(member), '/login', '/'],
  ['login: signed-in member goes on to next', 'guest', as(member), '/login?next=/jobs', '/jobs'],
  [
    'signup: a new session goes on to next (the OTP step)',
    'guest',
    as(member),
    '/signup?next=%2Fverify-otp%3Fnext%3D%252Fonboarding',
    '/verify-otp?next=%2Fonboarding',
  ],
  ['login: a foreign next is ignored', 'guest', as(member), '/login?next=https://evil.example/', '/'],
  ['admin page: member goes home', 'admin', as(member), '/admin-dashboard', '/', true],
  ['admin page: admin in user view goes home', 'admin', as(admin), '/admin-dashboard', '/', false],
  ['admin page: admin in admin view passes', 'admin', as(admin), '/admin-dashboard', null, true],
  [
    'admin page: anonymous goes to login first',
    'admin',
    anonymous,
    '/admin-dashboard',
    '/login?next=%2Fadmin-dashboard',
    true,
  ],
  [
    'admin page: unverified admin verifies first',
    'admin',
    as({ ...admin, is_verified: false }),
    '/admin-dashboard',
    '/verify-otp?next=%2Fadmin-dashboard',
    true,
  ],
  // Organization membership not accepted: /pending (spec foundation, route guards).
  [
    'pending organization member goes to /pending',
    'member',
    as(orgStatus('pending')),
    '/connect',
    '/pending',
  ],
  ['rejected organization member goes to /pending', 'member', as(orgStatus('rejected')), '/', '/pending'],
  ['a user without an organization passes', 'member', as(identity({ organization: null })), '/connect', null],
  ['pending member may see /pending', 'pending', as(orgStatus('pending')), '/pending', null],
  ['accepted member at /pending goes home', 'pending', as(member), '/pending', '/'],
  ['anonymous at /pending goes to login', 'pending', anonymous, '/pending', '/login?next=%2Fpending'],
  // Site settings (issue 23 item 6): staff only, in either view, whatever their organization.
  ['settings: staff pass', 'staff', as(identity({ is_staff: true })), '/admin-dashboard/settings', null],
  ['settings: an admin goes home', 'staff', as(admin), '/admin-dashboard/settings', '/', true],
  ['settings: a member goes home', 'staff', as(member), '/admin-dashboard/settings', '/'],
  [
    'settings: anonymous goes to login',
    'staff',
    anonymous,
    '/admin-dashboard/settings',
    '/login?next=%2Fadmin-dashboard%2Fsettings',
  ],
];

describe('route guards', () => {
  it.each(cases)('%s', (_name, chain, visitor, path, expected, isAdminMode = false) => {
    const url = new URL(path, 'http://x');
    const ctx: GuardContext = { ...visitor, pathname: url.pathname, search: url.search, isAdminMode };
    expect(evaluateGuards(GUARDS[chain], ctx)).toBe(expected);
  });

  it('waits for identity only when signed in', () => {
    expect(needsIdentity({ isSignedIn: true, identity: null })).toBe(true);
    expect(needsIdentity({ isSignedIn: false, identity: null })).toBe(false);
    expect(needsIdentity({ isSignedIn: true, identity: member })).toBe(false);
  });
});
