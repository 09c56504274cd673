import { CHAT_MESSAGES, ERRORS, PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp } from '../../../test/auth-helpers.js';
import { chatMember, openRoom, sendText, type ChatMember } from '../../../test/chat-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const del = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

type Room = {
  id: number;
  name: string;
  users: Array<{ id: number }>;
  unread_count: number;
  blocked: boolean;
  last_message: { id: number } | null;
};

describe('chat over HTTP', () => {
  let t: TestApp;
  let a: ChatMember;
  let b: ChatMember;
  beforeAll(async () => {
    t = await createTestApp();
    a = await chatMember(t);
    b = await chatMember(t);
  });
  afterAll(() => t.close());

  it('refuses every call without a token (401)', async () => {
    const calls = [
      ['POST', '/room/', { type: 'ONE_TO_ONE', user_ids: [1] }],
      ['GET', '/room/'],
      ['GET', '/chats/'],
      ['GET', '/chats/1/'],
      ['POST', '/chats/1/', { messages: [{ type: 'text', value: 'hi' }] }],
      ['POST', '/chats/1/read/', {}],
      ['POST', '/chats/block/', { user_id: 1 }],
      ['DELETE', '/chats/block/1/'],
      ['POST', '/chats/1/messages/1/report/', { reason: 'spam' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(ERRORS.notAuthenticated);
    }
  });

  it('gives the same pair the same room: 201 first, then 200, from either side and concurrently', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const first = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [d.id] }, c.access);
    expect(first.statusCode).toBe(201);
    const room = first.json() as Room;
    expect(room).toMatchObject({
      type: 'ONE_TO_ONE',
      name: 'Ada Lovelace',
      unread_count: 0,
      blocked: false,
      last_message: null,
    });
    expect(room.users.map((u) => u.id).sort()).toEqual([c.id, d.id].sort());
    expect(room.users[0]).toMatchObject({ type: 'user', image_path: null, name: 'Ada Lovelace' });

    const again = await post(t, '/room/', { user_ids: [d.id] }, c.access);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(room.id);
    const reverse = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [c.id] }, d.access);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().id).toBe(room.id);

    const e = await chatMember(t);
    const racing = await Promise.all([1, 2, 3].map(() => post(t, '/room/', { user_ids: [e.id] }, c.access)));
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
  });

  it('lets only users with one_to_one_chat start a chat: unverified and trial users get the spec message', async () => {
    const unverified = await signUp(t);
    const identity = (await get(t, '/identity/', unverified.access)).json();
    expect(identity.user_subscription.one_to_one_chat).toBe(false);
    const refused = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [a.id] }, unverified.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHAT_MESSAGES.cannotInitiate);

    const trial = await chatMember(t);
    await t.ctx.users.update(trial.id, { isTrialUser: true });
    expect((await get(t, '/identity/', trial.access)).json().user_subscription.one_to_one_chat).toBe(false);
    const trialRes = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [a.id] }, trial.access);
    expect(trialRes.statusCode).toBe(403);
    expect(trialRes.json().message).toBe(CHAT_MESSAGES.cannotInitiate);

    expect((await get(t, '/identity/', a.access)).json().user_subscription.one_to_one_chat).toBe(true);
  });

  it('refuses a chat with oneself, an unknown user or an influencer, and a bad body', async () => {
    const self = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [a.id] }, a.access);
    expect(self.statusCode).toBe(400);
    expect(self.json().field_errors.user_ids).toEqual([CHAT_MESSAGES.notWithYourself]);

    const unknown = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [999_999] }, a.access);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROFILE_MESSAGES.userNotFound);

    const influencer = await chatMember(t);
    await t.ctx.users.update(influencer.id, { isInfluencer: true });
    const toInfluencer = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [influencer.id] }, a.access);
    expect(toInfluencer.statusCode).toBe(403);
    expect(toInfluencer.json().message).toBe(CHAT_MESSAGES.influencer);

    const two = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [b.id, influencer.id] }, a.access);
    expect(two.statusCode).toBe(400);
    expect(two.json().field_errors.user_ids).toEqual([CHAT_MESSAGES.oneOtherPerson]);
    const group = await post(t, '/room/', { type: 'GROUP', user_ids: [b.id] }, a.access);
    expect(group.statusCode).toBe(400);
    expect(group.json().field_errors.type).toEqual([VALIDATION.invalidValue]);
  });

  it('answers 404 to someone outside the room for every room call', async () => {
    const room = await openRoom(t, a, b);
    const sent = (await sendText(t, a, room, 'private')).json();
    const outsider = await chatMember(t);
    const calls = [
      get(t, `/chats/${room}/`, outsider.access),
      sendText(t, outsider, room, 'let me in'),
      post(t, `/chats/${room}/read/`, {}, outsider.access),
      post(t, `/chats/${room}/messages/${sent.id}/report/`, { reason: 'spam' }, outsider.access),
      get(t, '/chats/999999/', a.access),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ERRORS.notFound);
    }
  });

  it('refuses blank messages with a field error on messages, and accepts text with spaces around it', async () => {
    const room = await openRoom(t, a, b);
    for (const value of ['', '   ', '\n\t ']) {
      const res = await sendText(t, a, room, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().field_errors.messages).toEqual([CHAT_MESSAGES.blank]);
    }
    const none = await post(t, `/chats/${room}/`, { messages: [] }, a.access);
    expect(none.json().field_errors.messages).toEqual([CHAT_MESSAGES.blank]);
    const tooLong = await sendText(t, a, room, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);

    const ok = await sendText(t, a, room, '  Hello Grace!\nHow are you?  ');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      room,
      sender: { id: a.id, type: 'user', name: 'Ada Lovelace' },
      recipient: { id: b.id },
      messages: [{ type: 'text', value: '  Hello Grace!\nHow are you?  ' }],
      client_id: null,
    });
    expect(new Date(ok.json().timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a message sent twice with the same client_id once', async () => {
    const room = await openRoom(t, a, b);
    const first = await sendText(t, a, room, 'only once', 'c-1');
    const second = await sendText(t, a, room, 'only once', 'c-1');
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().client_id).toBe('c-1');
    const list = (await get(t, `/chats/${room}/`, b.access)).json();
    expect(list.data.filter((m: { client_id: string }) => m.client_id === 'c-1')).toHaveLength(1);
  });

  it('lets a member without one_to_one_chat reply in a room someone else started', async () => {
    const replier = await chatMember(t);
    const room = await openRoom(t, a, replier);
    await t.ctx.users.update(replier.id, { isTrialUser: true });
    const reply = await sendText(t, replier, room, 'Thanks for reaching out');
    expect(reply.statusCode).toBe(201);
  });

  it('blocks messages both ways while a block stands, and shows it to the blocker only', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const room = await openRoom(t, c, d);
    const blocked = await post(t, '/chats/block/', { user_id: d.id }, c.access);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ user_id: d.id, blocked: true });
    expect((await post(t, '/chats/block/', { user_id: d.id }, c.access)).statusCode).toBe(200);

    const fromBlocker = await sendText(t, c, room, 'hello?');
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json().message).toBe(CHAT_MESSAGES.youBlocked);
    const fromBlocked = await sendText(t, d, room, 'hello?');
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().message).toBe(CHAT_MESSAGES.blockedByOther);

    const cRooms = (await get(t, '/room/', c.access)).json().data as Room[];
    expect(cRooms.find((r) => r.id === room)?.blocked).toBe(true);
    const dRooms = (await get(t, '/room/', d.access)).json().data as Room[];
    expect(dRooms.find((r) => r.id === room)?.blocked).toBe(false);

    const unblocked = await del(t, `/chats/block/${d.id}/`, c.access);
    expect(unblocked.json()).toEqual({ user_id: d.id, blocked: false });
    expect((await sendText(t, d, room, 'back again')).statusCode).toBe(201);

    const self = await post(t, '/chats/block/', { user_id: c.id }, c.access);
    expect(self.statusCode).toBe(400);
    expect(self.json().field_errors.user_id).toEqual([CHAT_MESSAGES.cannotBlockYourself]);
    expect((await post(t, '/chats/block/', { user_id: 999_999 }, c.access)).statusCode).toBe(404);
  });

  it('stores a report of a message for staff', async () => {
    const room = await openRoom(t, a, b);
    const message = (await sendText(t, b, room, 'buy cheap followers')).json();
    const res = await post(t, `/chats/${room}/messages/${message.id}/report/`, { reason: 'Spam' }, a.access);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CHAT_MESSAGES.reported);
    const again = await post(
      t,
      `/chats/${room}/messages/${message.id}/report/`,
      { reason: 'Spam, twice' },
      a.access,
    );
    expect(again.statusCode).toBe(201);
    const stored = await t.ctx.database.query<{ reason: string; reporter_id: number; status: string }>(
      'SELECT reason, reporter_id, status FROM chat_message_reports WHERE message_id = $1',
      [message.id],
    );
    expect(stored).toEqual([{ reason: 'Spam, twice', reporter_id: a.id, status: 'open' }]);

    const blank = await post(t, `/chats/${room}/messages/${message.id}/report/`, { reason: '  ' }, a.access);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field_errors.reason).toEqual([VALIDATION.required]);
    const missing = await post(t, `/chats/${room}/messages/999999/report/`, { reason: 'x' }, a.access);
    expect(missing.statusCode).toBe(404);
  });

  it('counts unread messages per room and in total until the room is read', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const e = await chatMember(t);
    const withD = await openRoom(t, c, d);
    const withE = await openRoom(t, e, c);
    for (const text of ['one', 'two', 'three']) await sendText(t, d, withD, text);
    await sendText(t, e, withE, 'hello from e');
    await sendText(t, c, withE, 'my own message is not unread for me');

    const chats = (await get(t, '/chats/', c.access)).json();
    expect(chats.unread_total).toBe(4);
    const byId = new Map((chats.data as Room[]).map((r) => [r.id, r]));
    expect(byId.get(withD)?.unread_count).toBe(3);
    expect(byId.get(withE)?.unread_count).toBe(1);
    // Newest activity first: c's own message in the room with e came last.
    expect(chats.data[0].id).toBe(withE);
    expect(chats.data[0].last_message.messages[0].value).toBe('my own message is not unread for me');

    const read = await post(t, `/chats/${withD}/read/`, {}, c.access);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread_count: 0 });
    const after = (await get(t, '/chats/', c.access)).json();
    expect(after.unread_total).toBe(1);
    expect((after.data as Room[]).find((r) => r.id === withD)?.unread_count).toBe(0);
    expect((await get(t, '/chats/', d.access)).json().unread_total).toBe(0);
  });

  it('lists rooms without messages under /room/ but not under /chats/', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const room = await openRoom(t, c, d);
    expect(((await get(t, '/room/', c.access)).json().data as Room[]).map((r) => r.id)).toEqual([room]);
    const chats = (await get(t, '/chats/', c.access)).json();
    expect(chats).toEqual({ data: [], pagination: { count: 0, next: null }, unread_total: 0 });
  });

  it('pages messages newest first, 50 a page, page 2 holding the older ones', async () => {
    const c = await chatMember(t);
    const d = await chatMember(t);
    const room = await openRoom(t, c, d);
    for (let i = 1; i <= 55; i++) {
      const res = await sendText(t, i % 2 ? c : d, room, `message ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const first = (await get(t, `/chats/${room}/`, c.access)).json();
    expect(first.pagination).toEqual({ count: 55, next: 2 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0].messages[0].value).toBe('message 55');
    expect(first.data[49].messages[0].value).toBe('message 6');
    const ids = first.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));

    const second = (await get(t, `/chats/${room}/?page=2`, d.access)).json();
    expect(second.pagination).toEqual({ count: 55, next: null });
    expect(second.data.map((m: { messages: Array<{ value: string }> }) => m.messages[0]!.value)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    const small = (await get(t, `/chats/${room}/?page_size=10&page=6`, d.access)).json();
    expect(small.data).toHaveLength(5);
    expect((await get(t, `/chats/${room}/?page=0`, d.access)).statusCode).toBe(400);

    // By cursor: new messages arriving after page 1 was read do not shift the older page onto it.
    for (let i = 56; i <= 60; i++) expect((await sendText(t, c, room, `message ${i}`)).statusCode).toBe(201);
    const oldest = Math.min(...ids);
    const older = (await get(t, `/chats/${room}/?page=2&before_id=${oldest}`, d.access)).json();
    expect(older.pagination).toEqual({ count: 60, next: null });
    expect(older.data.map((m: { messages: Array<{ value: string }> }) => m.messages[0]!.value)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    const partial = (await get(t, `/chats/${room}/?page_size=3&before_id=${oldest}`, d.access)).json();
    expect(partial.data).toHaveLength(3);
    expect(partial.pagination.next).toBe(2);
    expect((await get(t, `/chats/${room}/?before_id=abc`, d.access)).statusCode).toBe(400);
  });
});

describe('chat sending rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_MESSAGES_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('slows down a user who sends more than CHAT_MESSAGES_PER_MINUTE', async () => {
    const a = await chatMember(t);
    const b = await chatMember(t);
    const room = await openRoom(t, a, b);
    for (let i = 0; i < 3; i++) expect((await sendText(t, a, room, `m${i}`)).statusCode).toBe(201);
    const fourth = await sendText(t, a, room, 'too many');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(CHAT_MESSAGES.tooFast);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendText(t, b, room, 'b is not limited by a')).statusCode).toBe(201);
  });
});
