import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../../db/seed.js';

describe('identity of each demo role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ database: t.ctx.database, brands: t.ctx.brands, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => t.close());

  const identityOf = async (local: string) => {
    const login = await post(t, '/token/', { email: `${local}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD });
    expect(login.statusCode, local).toBe(200);
    return (await get(t, '/identity/', login.json().access)).json();
  };

  it.each([
    [
      'member',
      { is_verified: true, is_staff: false, is_trial_user: false, is_influencer: false, is_certified: false },
    ],
    ['staff', { is_staff: true }],
    ['certified', { is_certified: true }],
    ['influencer', { is_influencer: true }],
    ['unverified', { is_verified: false }],
    ['trial', { is_trial_user: true }],
  ])('%s', async (local, flags) => {
    expect(await identityOf(local)).toMatchObject(flags);
  });

  it('an admin sees the default organization with the admin role', async () => {
    const admin = await identityOf('admin');
    expect(admin.organization).toMatchObject({
      name: 'CareerHub Community',
      role: 'admin',
      status: 'accepted',
      group_type: 'organization',
    });
    expect(admin.switchable_orgs.map((o: { name_slug: string }) => o.name_slug)).toEqual([
      'careerhub-community',
    ]);
  });

  it('a member belongs to the organization and an institution; circles are not organizations', async () => {
    const member = await identityOf('member');
    expect(member.switchable_orgs.map((o: { name_slug: string }) => o.name_slug).sort()).toEqual([
      'careerhub-community',
      'kathmandu-university',
    ]);
  });

  it('an unverified member is pending in the organization and has no chat or assistant yet', async () => {
    const unverified = await identityOf('unverified');
    expect(unverified.organization).toMatchObject({ status: 'pending' });
    expect(unverified.switchable_orgs).toEqual([]);
    expect(unverified.user_subscription).toMatchObject({ one_to_one_chat: false, use_ama: false });
  });

  it('a new sign-up on the default organization host joins it', async () => {
    const res = await post(t, '/register/', {
      first_name: 'Nia',
      last_name: 'Okoye',
      email: 'nia.okoye@example.org',
      password: 'long-enough-pass',
      confirm_password: 'long-enough-pass',
    });
    expect(res.statusCode).toBe(201);
    const login = await post(t, '/token/', { email: 'nia.okoye@example.org', password: 'long-enough-pass' });
    const identity = (await get(t, '/identity/', login.json().access)).json();
    expect(identity.organization).toMatchObject({
      name_slug: 'careerhub-community',
      role: 'member',
      status: 'accepted',
    });
  });
});
