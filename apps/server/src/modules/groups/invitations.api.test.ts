import { GROUP_MESSAGES as M, INVITATION_MESSAGES as I, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/auth-helpers.js';
import { addMember, api, makeGroup, makeUser, rolesFor } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('invitations API', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const invite = (body: Record<string, unknown>, token?: string) =>
    http.post('/invite-users/', { content_type: 'group', emails: [], users: [], ...body }, token);
  const keyOf = async (user: { id: number }) =>
    (await t.ctx.notifications.list(user.id, 1, 10)).data[0]!.data.invitation_key!;

  it('validates emails with the spec messages', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const none = await invite({ object_id: org.id }, admin.token);
    expect(none.json().field_errors).toEqual({ emails: [I.atLeastOne] });
    const bad = await invite(
      { object_id: org.id, emails: ['ok@example.org', 'not-an-email', 'OK@example.org'] },
      admin.token,
    );
    expect(bad.json().field_errors).toEqual({ 'emails.1': [I.emailInvalid], 'emails.2': [I.emailDuplicate] });
    // No job has this id: job invitations are the jobs module's (jobs/job-invitations.api.test.ts).
    expect(
      (await invite({ object_id: 999999, content_type: 'job', emails: ['a@example.org'] }, admin.token))
        .statusCode,
    ).toBe(404);
    expect((await invite({ object_id: 999999, emails: ['a@example.org'] }, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('managers invite (matrix); others get the spec message', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const roles = await rolesFor(t, org.id);
    const outcome: Record<string, number> = {};
    for (const [name, user] of Object.entries(roles))
      outcome[name] = (
        await invite({ object_id: org.id, emails: [`${name}@example.org`] }, user.token)
      ).statusCode;
    expect(outcome).toEqual({
      admin: 201,
      certifiedAdmin: 201,
      leader: 201,
      member: 403,
      pendingLeader: 403,
      nonMember: 403,
      staff: 201,
      trial: 403,
    });
    expect(
      (await invite({ object_id: org.id, emails: ['x@example.org'] }, roles.member.token)).json().message,
    ).toBe(M.noManagePermission);
    expect((await invite({ object_id: org.id, emails: ['x@example.org'] })).statusCode).toBe(401);
  });

  it('a user invitation: notification with the key, email, page, accept → member', async () => {
    const circle = await makeGroup(t, { groupType: 'circle', admission: 'closed', name: 'Invite Circle' });
    const admin = await makeUser(t, { firstName: 'Mina', lastName: 'Lama' });
    await addMember(t, circle.id, admin, 'admin');
    const guest = await makeUser(t);
    const sent = await invite({ object_id: circle.id, users: [guest.id] }, admin.token);
    expect(sent.json()).toEqual({ message: I.sent, invited: 1 });
    const [note] = (await t.ctx.notifications.list(guest.id, 1, 10)).data;
    expect(note).toMatchObject({
      type: 'invitation',
      notification_type: NOTIFICATION_EVENTS.invitation,
      message: 'Mina Lama invited you to join Invite Circle',
    });
    const key = note!.data.invitation_key!;
    expect(note!.link).toBe(`/invitation/${key}`);
    const [mail] = await waitForMail(t, guest.email);
    expect(mail!.subject).toBe('Mina Lama invited you to join Invite Circle');

    const page = await http.get(`/invitation/${key}/`, guest.token);
    expect(page.json().data).toMatchObject({
      type: 'group',
      results: { id: circle.id, invitation: { status: 'pending', message: I.invitedTo('circle') } },
    });
    // Someone else holding the key sees nothing.
    expect((await http.get(`/invitation/${key}/`, admin.token)).statusCode).toBe(404);
    expect((await http.get(`/invitation/${key}/`)).statusCode).toBe(401);

    const accepted = await http.post(`/invitation/${key}/`, { action: 'accept' }, guest.token);
    expect(accepted.json()).toEqual({
      message: I.responded('accept'),
      data: { type: 'group', group_type: 'circle', name_slug: circle.nameSlug },
    });
    expect((await http.get(`/groups/${circle.id}/`, guest.token)).json()).toMatchObject({
      membership_status: 'accepted',
      role: 'member',
    });
    expect((await http.post(`/invitation/${key}/`, { action: 'reject' }, guest.token)).json().message).toBe(
      I.alreadyAnswered,
    );
    expect((await http.get(`/invitation/${key}/`, guest.token)).json().data.results.invitation.status).toBe(
      'accepted',
    );
  });

  it('an email invitation without an account: a sign-up link; the account with that address answers it', async () => {
    const org = await makeGroup(t, { groupType: 'organization', name: 'Email Org' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const address = `new.${Date.now().toString(36)}@example.org`;
    await invite({ object_id: org.id, emails: [address] }, admin.token);
    const [mail] = await waitForMail(t, address);
    const link = String((mail!.meta as Record<string, string>).link);
    expect(link).toMatch(/\/signup\?next=%2Finvitation%2F/);
    const key = decodeURIComponent(link.split('next=')[1]!).replace('/invitation/', '');
    const newcomer = await makeUser(t, { email: address.toUpperCase() });
    const rejected = await http.post(`/invitation/${key}/`, { action: 'reject' }, newcomer.token);
    expect(rejected.json().message).toBe(I.responded('reject'));
    expect((await http.get(`/groups/${org.id}/`, newcomer.token)).json().membership_status).toBeNull();
  });

  it('an email of an existing account becomes a user invitation; expired invitations are refused', async () => {
    const event = await makeGroup(t, { groupType: 'event' });
    const admin = await makeUser(t);
    await addMember(t, event.id, admin, 'admin');
    const known = await makeUser(t);
    await invite({ object_id: event.id, emails: [known.email] }, admin.token);
    const key = await keyOf(known);
    await t.ctx.database.db.execute(
      sql`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE key = ${key}`,
    );
    expect((await http.get(`/invitation/${key}/`, known.token)).json().data.results.invitation.status).toBe(
      'expired',
    );
    expect((await http.post(`/invitation/${key}/`, { action: 'accept' }, known.token)).json().message).toBe(
      I.expired,
    );
    expect((await http.post(`/invitation/${key}/`, {}, known.token)).json().field_errors.action).toEqual([
      M.selectAction,
    ]);
    expect((await http.get('/invitation/unknown-key-123/', known.token)).json().message).toBe(I.notFound);
  });
});
