import { AUTH_MESSAGES, ERRORS, VALIDATION } from '@careerhub/shared';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp, uniqueEmail, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** Moves every exchange back an hour: presenting an exchanged token again is then a replay, not two tabs. */
async function ageRotations(t: TestApp) {
  await t.ctx.database.query(
    "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 hour' WHERE rotated_at IS NOT NULL",
  );
}

describe('login, tokens and identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '4', LOGIN_LIMIT_PER_IP: '12' } });
  });
  afterAll(() => t.close());

  it('logs in and returns the identity with the spec fields', async () => {
    const user = await verifiedUser(t);
    const res = await post(t, '/token/', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect(access.split('.')).toHaveLength(3);
    expect(refresh).toMatch(/^[\w-]{43}$/);
    const identity = await get(t, '/identity/', access);
    expect(identity.statusCode).toBe(200);
    expect(Object.keys(identity.json()).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'name_slug',
        'is_staff',
        'is_verified',
        'is_trial_user',
        'is_influencer',
        'is_certified',
        'followed',
        'joined_at',
        'unread_notifications_count',
        'organization',
        'switchable_orgs',
        'user_subscription',
        'work_experiences',
        'education_background',
        'membership_card',
        'profile_completion',
      ].sort(),
    );
    expect(identity.json().user_subscription).toMatchObject({
      applied_membership_tier: 0,
      one_to_one_chat: true,
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', VALIDATION.emailEmpty],
    [{ email: 'nope', password: 'x' }, 'email', VALIDATION.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', VALIDATION.passwordEmpty],
  ])('validates the login form %#', async (payload, field, message) => {
    const res = await post(t, '/token/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toEqual([message]);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const user = await signUp(t);
    const unknown = await post(t, '/token/', { email: uniqueEmail('ghost'), password: 'whatever-password' });
    const wrong = await post(t, '/token/', { email: user.email, password: 'whatever-password' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().non_field_errors).toEqual([AUTH_MESSAGES.invalidCredentials]);
  });

  it('refuses requests without a token, or with a malformed one', async () => {
    expect((await get(t, '/identity/')).statusCode).toBe(401);
    expect((await get(t, '/identity/', 'not-a-jwt')).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/identity/',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect((await get(t, '/identity/')).json().message).toBe(ERRORS.notAuthenticated);
  });

  it('refuses a JWT with alg none or signed with another key, and an expired one', async () => {
    const user = await verifiedUser(t);
    const id = (await get(t, '/identity/', user.access)).json().id as number;
    const none = new UnsecuredJWT({ type: 'access' })
      .setSubject(String(id))
      .setIssuer('careerhub')
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect((await get(t, '/identity/', none)).statusCode).toBe(401);
    const otherKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const forged = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuer('careerhub')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey);
    expect((await get(t, '/identity/', forged)).statusCode).toBe(401);
    const realKey = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
    const expired = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuer('careerhub')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(realKey);
    expect((await get(t, '/identity/', expired)).statusCode).toBe(401);
    const valid = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuer('careerhub')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(realKey);
    expect((await get(t, '/identity/', valid)).statusCode).toBe(200);
  });

  it('rotates the refresh token, and a replayed old token revokes the whole family', async () => {
    const user = await verifiedUser(t);
    const first = await post(t, '/token/refresh/', { refresh: user.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh as string;
    expect(rotated).not.toBe(user.refresh);
    expect((await get(t, '/identity/', first.json().access)).statusCode).toBe(200);

    await ageRotations(t);
    const replay = await post(t, '/token/refresh/', { refresh: user.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    // The thief's replay also kills the legitimate newer token.
    expect((await post(t, '/token/refresh/', { refresh: rotated })).statusCode).toBe(401);
  });

  it('an exchanged token presented again within the grace gets a sibling pair; logout ends both', async () => {
    const user = await verifiedUser(t);
    // Two tabs exchange the same token a moment apart (each read it before the other stored its answer).
    const [a, b] = [
      await post(t, '/token/refresh/', { refresh: user.refresh }),
      await post(t, '/token/refresh/', { refresh: user.refresh }),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().refresh).not.toBe(a.json().refresh);
    expect((await get(t, '/identity/', b.json().access)).statusCode).toBe(200);
    // Both pairs stay usable: nothing was revoked.
    const next = await post(t, '/token/refresh/', { refresh: b.json().refresh });
    expect(next.statusCode).toBe(200);
    // One session: logging out with the newest token ends the sibling too.
    expect((await post(t, '/logout/', { refresh_token: next.json().refresh })).statusCode).toBe(200);
    expect((await post(t, '/token/refresh/', { refresh: a.json().refresh })).statusCode).toBe(401);
  });

  it('stores refresh tokens hashed', async () => {
    const user = await verifiedUser(t);
    const rows = await t.ctx.database.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [
      user.refresh,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('logout revokes the refresh token', async () => {
    const user = await verifiedUser(t);
    const res = await post(t, '/logout/', { refresh_token: user.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.loggedOut);
    expect((await post(t, '/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
    expect((await post(t, '/logout/', {})).json().field_errors.refresh_token).toEqual([VALIDATION.required]);
  });

  it('limits failed logins per account, and a success clears the count', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 3; i += 1)
      expect((await post(t, '/token/', { email: user.email, password: 'bad-password' })).statusCode).toBe(
        400,
      );
    expect((await post(t, '/token/', { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await post(t, '/token/', { email: user.email, password: 'bad-password' });
    const blocked = await post(t, '/token/', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe(ERRORS.tooManyRequests);
  });

  it('limits failed logins per IP across accounts', async () => {
    const other = await createTestApp({ env: { LOGIN_LIMIT_PER_IP: '5' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push(
          (await post(other, '/token/', { email: uniqueEmail('spray'), password: 'guess-guess' })).statusCode,
        );
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
  });
});
