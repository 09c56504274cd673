import { WS_CLOSE } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, get, post, verifiedUser } from '../../../test/auth-helpers.js';
import { TestSocket, listen } from '../../../test/chat-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Logout ends the session now, not when its access token expires (15 minutes): the session's
// access tokens are refused over HTTP at once, and its open WebSockets close with 4401. A
// password change or reset ends every other session the same way. In process always; across two
// instances through Redis when TEST_REDIS_URL is set (CI sets it).

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('logout-sessions.api.test.ts: the Redis part is skipped: set TEST_REDIS_URL.');

const env = { LOGIN_LIMIT_PER_IP: '1000' };
const login = async (t: TestApp, email: string, password = PASSWORD) => {
  const res = await post(t, '/token/', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
};
const identityStatus = async (t: TestApp, access: string) => (await get(t, '/identity/', access)).statusCode;
const closedWithin = (socket: TestSocket, ms = 3_000) =>
  Promise.race([socket.closed, new Promise((r) => setTimeout(() => r('still open'), ms))]);

describe('logout and password changes end sessions at once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it("logout refuses the session's access tokens at once, older ones too; other sessions go on", async () => {
    const user = await verifiedUser(t);
    const session = await login(t, user.email);
    const refreshed = (await post(t, '/token/refresh/', { refresh: session.refresh })).json();
    const other = await login(t, user.email);
    expect(await identityStatus(t, session.access)).toBe(200);
    expect(await identityStatus(t, refreshed.access)).toBe(200);

    const res = await post(t, '/logout/', { refresh_token: refreshed.refresh });
    expect(res.statusCode).toBe(200);
    expect(await identityStatus(t, refreshed.access)).toBe(401);
    expect(await identityStatus(t, session.access)).toBe(401);
    expect((await post(t, '/token/refresh/', { refresh: refreshed.refresh })).statusCode).toBe(401);
    expect(await identityStatus(t, other.access)).toBe(200);
  });

  it('logout with the bearer ends that access token even with a refresh token of nothing', async () => {
    const user = await verifiedUser(t);
    const session = await login(t, user.email);
    const res = await post(t, '/logout/', { refresh_token: 'not-a-real-refresh-token' }, session.access);
    expect(res.statusCode).toBe(200);
    expect(await identityStatus(t, session.access)).toBe(401);
    // The session's refresh token went with it.
    expect((await post(t, '/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });

  it("another user's bearer is not ended by someone's logout", async () => {
    const alice = await verifiedUser(t);
    const bob = await verifiedUser(t);
    const aliceSession = await login(t, alice.email);
    await post(t, '/logout/', { refresh_token: bob.refresh }, aliceSession.access);
    expect(await identityStatus(t, aliceSession.access)).toBe(200);
    expect(await identityStatus(t, bob.access)).toBe(401);
  });

  it("closes the session's open WebSockets with 4401, not the other sessions' ones", async () => {
    const user = await verifiedUser(t);
    const session = await login(t, user.email);
    const other = await login(t, user.email);
    const socket = await TestSocket.open(base, session.access);
    const otherSocket = await TestSocket.open(base, other.access);
    await socket.roundTrip();
    await otherSocket.roundTrip();

    await post(t, '/logout/', { refresh_token: session.refresh });
    expect(await closedWithin(socket)).toEqual({ code: WS_CLOSE.invalidToken, reason: 'session ended' });
    await otherSocket.roundTrip();
    // The ended token cannot open a new socket either.
    const again = await TestSocket.open(base, session.access);
    expect(await closedWithin(again)).toEqual({ code: WS_CLOSE.invalidToken, reason: 'invalid token' });
    await otherSocket.close();
  });

  it('a password change ends the other sessions and closes their sockets; the new pair works', async () => {
    const user = await verifiedUser(t);
    const other = await login(t, user.email);
    const socket = await TestSocket.open(base, other.access);
    await socket.roundTrip();
    const change = await post(
      t,
      '/change-password/',
      { current_password: PASSWORD, new_password: 'changed-pass-1', confirm_password: 'changed-pass-1' },
      user.access,
    );
    expect(change.statusCode).toBe(200);
    expect(await closedWithin(socket)).toEqual({ code: WS_CLOSE.invalidToken, reason: 'session ended' });
    expect(await identityStatus(t, other.access)).toBe(401);
    expect(await identityStatus(t, user.access)).toBe(401);
    expect(await identityStatus(t, change.json().access)).toBe(200);
    const fresh = await TestSocket.open(base, change.json().access);
    await fresh.roundTrip();
    await fresh.close();
  });
});

describe.skipIf(!redisUrl)('logout across two instances through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;
  beforeAll(async () => {
    one = await createTestApp({ env: { ...env, REDIS_URL: redisUrl! } });
    // The same data behind both instances; closing the second leaves it to the first.
    const shared = { ...one.ctx.database, close: async () => undefined };
    two = await createTestApp({ env: { ...env, REDIS_URL: redisUrl! }, database: shared });
    baseTwo = await listen(two);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a logout on one instance is refused on the other at once, and closes its sockets there', async () => {
    const user = await verifiedUser(one);
    const session = await login(one, user.email);
    // The second instance has this user and token in its caches.
    expect(await identityStatus(two, session.access)).toBe(200);
    const socket = await TestSocket.open(baseTwo, session.access);
    await socket.roundTrip();

    expect((await post(one, '/logout/', { refresh_token: session.refresh })).statusCode).toBe(200);
    expect(await identityStatus(two, session.access)).toBe(401);
    expect(await closedWithin(socket)).toEqual({ code: WS_CLOSE.invalidToken, reason: 'session ended' });
  });

  it('a password change on one instance ends the other sessions on the other at once', async () => {
    const user = await verifiedUser(one);
    const other = await login(one, user.email);
    expect(await identityStatus(two, other.access)).toBe(200);
    const change = await post(
      one,
      '/change-password/',
      { current_password: PASSWORD, new_password: 'changed-pass-1', confirm_password: 'changed-pass-1' },
      user.access,
    );
    expect(change.statusCode).toBe(200);
    expect(await identityStatus(two, other.access)).toBe(401);
  });
});
