import { ERRORS, NOTIFICATION_TEXT, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, patch, post, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { userChannel } from '../../platform/pubsub/index.js';

type User = Awaited<ReturnType<typeof verifiedUser>>;

describe('notifications API', () => {
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
  const unread = async (user: User) =>
    (await get(t, '/identity/', user.access)).json().unread_notifications_count as number;
  const list = async (user: User, query = '') => get(t, `/notification/${query}`, user.access);
  const notifyMany = async (userId: number, n: number) => {
    for (let i = 1; i <= n; i += 1) {
      await t.ctx.notifications.notify({
        userId,
        type: 'circle',
        notificationType: 'join_request_accepted',
        message: `Accepted into circle ${i}`,
        data: { name: `Circle ${i}`, name_slug: `circle-${i}`, group_type: 'circle' },
        link: `/circle/circle-${i}`,
      });
    }
  };
  it('refuses anonymous callers on every signed-in call', async () => {
    const calls = [
      get(t, '/notification/'),
      post(t, '/notification/read-all/', {}),
      post(t, '/notification/1/user_connection/', {}),
      get(t, '/notification/email-preferences/'),
      patch(t, '/notification/email-preferences/', { invitation: false }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ERRORS.notAuthenticated);
    }
  });

  it('publishes every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/notification/',
      '/api/v1/notification/read-all/',
      '/api/v1/notification/{id}/{type}/',
      '/api/v1/notification/email-preferences/',
      '/api/v1/notification/unsubscribe/',
      '/api/v1/notification/resubscribe/',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(Object.keys(doc.paths['/api/v1/notification/email-preferences/'])).toEqual(['get', 'patch']);
  });

  it('a follow notifies the followed person once, with the spec fields, a link and a live event', async () => {
    const [ada, ben] = [await verifiedUser(t), await verifiedUser(t)];
    const benId = await idOf(ben);
    const adaSlug = (await get(t, '/identity/', ada.access)).json().name_slug as string;
    const events: unknown[] = [];
    const stop = await t.ctx.pubsub.subscribe(userChannel(benId), (event) => events.push(event));

    expect(await unread(ben)).toBe(0);
    const follow = await post(t, '/follow/', { id: benId, type: 'user', action: 'follow' }, ada.access);
    expect(follow.statusCode).toBe(200);
    // Following again while already following, and the follower's own list, add nothing.
    await post(t, '/follow/', { id: benId, type: 'user', action: 'follow' }, ada.access);

    const body = (await list(ben)).json();
    expect(body.pagination).toEqual({ count: 1, next: null });
    expect(body.data[0]).toMatchObject({
      type: 'user_connection',
      notification_type: 'follow',
      message: 'Ada Lovelace started following you.',
      is_read: false,
      data: { name_slug: adaSlug, name: 'Ada Lovelace', image: null },
      link: `/profile/${adaSlug}`,
    });
    expect(Date.parse(body.data[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(ada)).json().pagination.count).toBe(0);
    expect(await unread(ben)).toBe(1);

    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([
      { type: 'notification', notification: body.data[0], unread_notifications_count: 1 },
    ]);
    await stop();

    // Unfollow and follow again: a new follow, a new notification.
    await post(t, '/follow/', { id: benId, type: 'user', action: 'unfollow' }, ada.access);
    await post(t, '/follow/', { id: benId, type: 'user', action: 'follow' }, ada.access);
    expect(await unread(ben)).toBe(2);
  });

  it('pages by 12, newest first, and validates page and page_size', async () => {
    const user = await verifiedUser(t);
    await notifyMany(await idOf(user), 13);
    const first = (await list(user)).json();
    expect(first.data).toHaveLength(12);
    expect(first.pagination).toEqual({ count: 13, next: 2 });
    expect(first.data[0].message).toBe('Accepted into circle 13');
    const second = (await list(user, '?page=2')).json();
    expect(second.data.map((n: { message: string }) => n.message)).toEqual(['Accepted into circle 1']);
    expect(second.pagination).toEqual({ count: 13, next: null });
    expect((await list(user, '?page=2&page_size=5')).json().data).toHaveLength(5);

    const bad = await list(user, '?page=0&page_size=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      page: [VALIDATION.invalidValue],
      page_size: [VALIDATION.expectedInteger],
    });
  });

  it('marks one read: only the owner, only with its type; the identity count stays exact', async () => {
    const [owner, other] = [await verifiedUser(t), await verifiedUser(t)];
    await notifyMany(await idOf(owner), 3);
    expect(await unread(owner)).toBe(3);
    const [newest] = (await list(owner)).json().data as Array<{ id: number; type: string }>;

    expect((await post(t, `/notification/${newest!.id}/circle/`, {}, other.access)).statusCode).toBe(404);
    expect((await post(t, `/notification/${newest!.id}/organization/`, {}, owner.access)).statusCode).toBe(
      404,
    );
    expect((await post(t, '/notification/999999999/circle/', {}, owner.access)).statusCode).toBe(404);
    const badId = await post(t, '/notification/abc/circle/', {}, owner.access);
    expect(badId.statusCode).toBe(404);
    expect(badId.json().message).toBe(ERRORS.notFound);
    expect(await unread(owner)).toBe(3);

    const read = await post(t, `/notification/${newest!.id}/circle/`, {}, owner.access);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      unread_notifications_count: 2,
      notification: { id: newest!.id, is_read: true },
    });
    expect(await unread(owner)).toBe(2);
    // Reading it again changes nothing.
    expect(
      (await post(t, `/notification/${newest!.id}/circle/`, {}, owner.access)).json()
        .unread_notifications_count,
    ).toBe(2);
    expect(await unread(owner)).toBe(2);
    expect((await list(owner)).json().data.map((n: { is_read: boolean }) => n.is_read)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('read-all clears the count; notifications that arrive later count again', async () => {
    const user = await verifiedUser(t);
    const userId = await idOf(user);
    await notifyMany(userId, 4);
    expect(await unread(user)).toBe(4);
    const events: unknown[] = [];
    const stop = await t.ctx.pubsub.subscribe(userChannel(userId), (event) => events.push(event));
    const res = await post(t, '/notification/read-all/', {}, user.access);
    await new Promise((r) => setTimeout(r, 20));
    await stop();
    // Other tabs and devices of the user hear about it too.
    expect(events).toEqual([{ type: 'notifications_read', all: true, unread_notifications_count: 0 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_TEXT.allMarkedRead, unread_notifications_count: 0 });
    expect(await unread(user)).toBe(0);
    expect((await list(user)).json().data.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect(
      (await post(t, '/notification/read-all/', {}, user.access)).json().unread_notifications_count,
    ).toBe(0);

    await notifyMany(userId, 2);
    expect(await unread(user)).toBe(2);
  });

  it('counts exactly under concurrent notifications and reads', async () => {
    const user = await verifiedUser(t);
    const userId = await idOf(user);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.ctx.notifications.notify({
          userId,
          type: 'event',
          notificationType: 'invitation',
          message: `Event ${i}`,
        }),
      ),
    );
    expect(await unread(user)).toBe(10);
    const page = (await list(user)).json().data as Array<{ id: number }>;
    await Promise.all([
      ...page.slice(0, 4).map((n) => post(t, `/notification/${n.id}/event/`, {}, user.access)),
      ...page.slice(0, 2).map((n) => post(t, `/notification/${n.id}/event/`, {}, user.access)),
      t.ctx.notifications.notify({
        userId,
        type: 'event',
        notificationType: 'invitation',
        message: 'Event 10',
      }),
    ]);
    expect(await unread(user)).toBe(7);
  });
});
