import { EMAIL_KINDS, NOTIFICATION_TEXT } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, patch, post, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

type User = Awaited<ReturnType<typeof verifiedUser>>;

describe('notifications API: emails', () => {
  let t: TestApp;
  let ids: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = new Map();
  });
  afterAll(() => t.close());

  const idOf = async (user: User) => {
    if (!ids.has(user.email)) ids.set(user.email, (await get(t, '/identity/', user.access)).json().id);
    return ids.get(user.email)!;
  };
  const list = async (user: User, query = '') => get(t, `/notification/${query}`, user.access);
  const mailsOfKind = async (email: string, kind: string) =>
    (await t.ctx.devMailbox!.list({ to: email })).filter(
      (m) => (m.meta as Record<string, string>).kind === kind,
    );

  it('email preferences: every kind with its default, changed one by one, bad bodies refused', async () => {
    const user = await verifiedUser(t);
    const initial = (await get(t, '/notification/email-preferences/', user.access)).json().data;
    expect(initial.map((p: { kind: string }) => p.kind)).toEqual([...EMAIL_KINDS]);
    expect(
      Object.fromEntries(initial.map((p: { kind: string; enabled: boolean }) => [p.kind, p.enabled])),
    ).toEqual({
      invitation: true,
      request_answer: true,
      activity: true,
      chat_message: true,
      new_follower: false,
    });

    const changed = await patch(
      t,
      '/notification/email-preferences/',
      { invitation: false, new_follower: true },
      user.access,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(NOTIFICATION_TEXT.preferencesSaved);
    const after = (await get(t, '/notification/email-preferences/', user.access)).json().data;
    expect(after.find((p: { kind: string }) => p.kind === 'invitation').enabled).toBe(false);
    expect(after.find((p: { kind: string }) => p.kind === 'new_follower').enabled).toBe(true);
    expect(after.find((p: { kind: string }) => p.kind === 'chat_message').enabled).toBe(true);

    for (const body of [{}, { invitation: 'no' }, { newsletter: true }]) {
      const res = await patch(t, '/notification/email-preferences/', body, user.access);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await verifiedUser(t);
    const untouched = (await get(t, '/notification/email-preferences/', other.access)).json().data;
    expect(untouched.find((p: { kind: string }) => p.kind === 'invitation').enabled).toBe(true);
  });

  it('emails a kind that is on, never one that is off, with an unsubscribe link that needs no sign-in', async () => {
    const user = await verifiedUser(t);
    const userId = await idOf(user);
    await patch(t, '/notification/email-preferences/', { invitation: false }, user.access);
    await t.ctx.notifications.notify({
      userId,
      type: 'invitation',
      notificationType: 'invitation',
      message: 'You are invited to join Data Circle',
      data: { invitation_key: 'k1', name: 'Data Circle' },
      link: '/invitation/k1',
      email: true,
    });
    await t.ctx.notifications.notify({
      userId,
      type: 'circle',
      notificationType: 'join_request_accepted',
      message: 'Your request to join Data Circle was accepted',
      link: '/circle/data-circle',
      email: true,
    });
    await waitForMail(t, user.email, 2); // the sign-up code and the answer
    expect(await mailsOfKind(user.email, 'invitation')).toHaveLength(0);
    const [mail] = await mailsOfKind(user.email, 'request_answer');
    expect(mail!.subject).toBe('Your request to join Data Circle was accepted');
    const meta = mail!.meta as Record<string, string>;
    // No request to take the host from: the configured site (PUBLIC_URL, else this server's port).
    expect(meta.link).toBe('http://localhost:3000/circle/data-circle');
    expect(meta['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(meta.unsubscribe);
    expect(mail!.html).toContain('Unsubscribe from these emails');

    const token = new URL(meta.unsubscribe!).searchParams.get('token')!;
    expect(new URL(meta.unsubscribe!).pathname).toBe('/notification/unsubscribe');
    const state = await get(t, `/notification/unsubscribe/?token=${encodeURIComponent(token)}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      kind: 'request_answer',
      label: 'Answers to your requests',
      enabled: true,
      email: user.email,
    });

    // The List-Unsubscribe one-click post: form body, token in the address, no sign-in.
    const oneClick = new URL(meta['List-Unsubscribe']!.slice(1, -1));
    expect(oneClick.pathname).toBe('/api/v1/notification/unsubscribe/');
    const res = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'request_answer',
      enabled: false,
      message: NOTIFICATION_TEXT.unsubscribed('Answers to your requests'),
    });
    const prefs = (await get(t, '/notification/email-preferences/', user.access)).json().data;
    expect(prefs.find((p: { kind: string }) => p.kind === 'request_answer').enabled).toBe(false);
    expect(prefs.find((p: { kind: string }) => p.kind === 'chat_message').enabled).toBe(true);

    const again = await post(t, '/notification/resubscribe/', { token });
    expect(again.json()).toMatchObject({ kind: 'request_answer', enabled: true });
    const off = await post(t, '/notification/unsubscribe/', { token });
    expect(off.json()).toMatchObject({ enabled: false });
  });

  it('refuses forged, altered and malformed unsubscribe tokens', async () => {
    const user = await verifiedUser(t);
    const userId = await idOf(user);
    await t.ctx.notifications.notifyChatMessageOffline({
      recipientId: userId,
      senderName: 'Ben',
      roomId: 1,
      preview: 'hi',
    });
    await waitForMail(t, user.email, 2);
    const [mail] = await mailsOfKind(user.email, 'chat_message');
    const token = new URL((mail!.meta as Record<string, string>).unsubscribe!).searchParams.get('token')!;
    const [id, , signature] = token.split('.');
    for (const bad of [
      `${id}.invitation.${signature}`,
      `${Number(id) + 1}.chat_message.${signature}`,
      'x',
      `${token}.1`,
    ]) {
      const res = await post(t, '/notification/unsubscribe/', { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field_errors.token).toEqual([NOTIFICATION_TEXT.invalidLink]);
      expect((await get(t, `/notification/unsubscribe/?token=${encodeURIComponent(bad)}`)).statusCode).toBe(
        400,
      );
    }
    expect((await post(t, '/notification/unsubscribe/', {})).statusCode).toBe(400);
    const prefs = (await get(t, '/notification/email-preferences/', user.access)).json().data;
    expect(
      prefs.every((p: { kind: string; enabled: boolean }) => p.enabled === (p.kind !== 'new_follower')),
    ).toBe(true);
  });

  it('chat messages while offline: one email per room per interval, none when turned off, nothing stored', async () => {
    const [user, quiet] = [await verifiedUser(t), await verifiedUser(t)];
    const [userId, quietId] = [await idOf(user), await idOf(quiet)];
    const offline = (recipientId: number, roomId: number) =>
      t.ctx.notifications.notifyChatMessageOffline({
        recipientId,
        senderName: 'Ben Okafor',
        roomId,
        preview: 'Are you free on Friday?',
      });

    expect(await offline(userId, 7)).toEqual({ emailed: true });
    expect(await offline(userId, 7)).toEqual({ emailed: false });
    expect(await offline(userId, 8)).toEqual({ emailed: true });
    await waitForMail(t, user.email, 3);
    const chats = await mailsOfKind(user.email, 'chat_message');
    expect(chats).toHaveLength(2);
    expect(chats[0]!.subject).toBe('Ben Okafor sent you a message');
    expect(chats[0]!.text).toContain('Are you free on Friday?');
    expect((await list(user)).json().pagination.count).toBe(0);

    await patch(t, '/notification/email-preferences/', { chat_message: false }, quiet.access);
    expect(await offline(quietId, 7)).toEqual({ emailed: false });
  });

  it('a follow emails the followed person only when they turned new-follower emails on', async () => {
    const [ada, ben, cy] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const [benId, cyId] = [await idOf(ben), await idOf(cy)];
    await patch(t, '/notification/email-preferences/', { new_follower: true }, cy.access);
    await post(t, '/follow/', { id: benId, type: 'user', action: 'follow' }, ada.access);
    await post(t, '/follow/', { id: cyId, type: 'user', action: 'follow' }, ada.access);
    await waitForMail(t, cy.email, 2);
    const [mail] = await mailsOfKind(cy.email, 'new_follower');
    expect(mail!.subject).toBe('Ada Lovelace started following you.');
    expect((mail!.meta as Record<string, string>).link).toMatch(/^http:\/\/localhost:3000\/profile\//);
    expect(await mailsOfKind(ben.email, 'new_follower')).toHaveLength(0);
  });
});
