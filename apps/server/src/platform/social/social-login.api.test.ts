import { AUTH_MESSAGES, VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, get, post, signUp, verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { startFacebookStandIn, type FacebookStandIn } from './testing/facebook-stand-in.js';
import { startGoogleStandIn, type GoogleStandIn } from './testing/google-stand-in.js';
import { startLinkedinStandIn, type LinkedinStandIn } from './testing/linkedin-stand-in.js';

/**
 * Social sign-in end to end through the real routes, each provider played by a local server that
 * speaks its protocol: Google's JWKS and RS256 ID tokens, Facebook's Graph API debug_token and
 * /me, LinkedIn's OpenID Connect code exchange and userinfo. Nothing of ours is mocked.
 */
const GOOGLE_CLIENT_ID = '1234567890-standin.apps.googleusercontent.com';
const FACEBOOK_APP = { id: '100200300400500', secret: 'facebook-app-secret-stand-in' };
const OTHER_FACEBOOK_APP = { id: '900800700600500', secret: 'another-app-secret' };
const LINKEDIN = { clientId: '86standinclient', clientSecret: 'linkedin-client-secret' };
const REDIRECT_URI = 'http://localhost:4310/linkedin';

/** The spec's error body for a refused sign-in. */
function refusedWith(message: string) {
  return { message, non_field_errors: [message], field_errors: {}, detail: message };
}

async function identityOf(t: TestApp, access: string) {
  const res = await get(t, '/identity/', access);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    is_verified: boolean;
  };
}

async function countUsers(t: TestApp, email: string) {
  const rows = await t.ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]!.n;
}

describe('social sign-in against provider stand-ins', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let facebook: FacebookStandIn;
  let linkedin: LinkedinStandIn;

  beforeAll(async () => {
    [google, facebook, linkedin] = await Promise.all([
      startGoogleStandIn({ clientId: GOOGLE_CLIENT_ID }),
      startFacebookStandIn({ apps: [FACEBOOK_APP, OTHER_FACEBOOK_APP] }),
      startLinkedinStandIn(LINKEDIN),
    ]);
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        GOOGLE_ISSUERS: 'accounts.google.com,https://accounts.google.com',
        FACEBOOK_APP_ID: FACEBOOK_APP.id,
        FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
        LINKEDIN_CLIENT_ID: LINKEDIN.clientId,
        LINKEDIN_CLIENT_SECRET: LINKEDIN.clientSecret,
        LINKEDIN_TOKEN_URL: linkedin.tokenUrl,
        LINKEDIN_USERINFO_URL: linkedin.userinfoUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([google?.close(), facebook?.close(), linkedin?.close()]);
  });

  it('offers the three buttons with their client ids through options-config', async () => {
    const ui = (await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' })).json().ui;
    expect(ui.social_login).toEqual({ google: true, facebook: true, linkedin: true });
    expect(ui.social_client_ids).toEqual({
      google: GOOGLE_CLIENT_ID,
      facebook: FACEBOOK_APP.id,
      linkedin: LINKEDIN.clientId,
    });
  });

  describe('Google', () => {
    it('creates a verified account from a signed ID token and returns tokens', async () => {
      const account = google.account();
      const res = await post(t, '/google/login/', {
        access_token: await google.idToken(account),
        one_tap: true,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.is_new_user).toBe(true);
      expect(body.refresh).toMatch(/^[\w-]{43}$/);
      const me = await identityOf(t, body.access);
      expect(me).toMatchObject({
        email: account.email,
        first_name: 'Grace',
        last_name: 'Hopper',
        is_verified: true,
      });
      // The key was fetched from the stand-in's JWKS, not taken on trust.
      expect(google.seen.some((r) => r.path === '/oauth2/v3/certs')).toBe(true);

      // Signing in again finds the same account through the stored link.
      const again = await post(t, '/google/login/', { access_token: await google.idToken(account) });
      expect(again.json().is_new_user).toBe(false);
      expect((await identityOf(t, again.json().access)).id).toBe(me.id);
    });

    it('links an existing account with the same verified email instead of making a second one', async () => {
      const user = await verifiedUser(t);
      const before = await identityOf(t, user.access);
      const account = google.account({ email: user.email.toUpperCase() });
      const res = await post(t, '/google/login/', { access_token: await google.idToken(account) });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(false);
      expect((await identityOf(t, res.json().access)).id).toBe(before.id);
      expect(await countUsers(t, user.email)).toBe(1);
      // The password still works for the owner who had verified it.
      expect((await post(t, '/token/', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('accepts both issuer spellings Google uses (with and without https://)', async () => {
      const account = google.account();
      const res = await post(t, '/google/login/', {
        access_token: await google.idToken(account, { issuer: 'accounts.google.com' }),
      });
      expect(res.statusCode).toBe(200);
      expect((await identityOf(t, res.json().access)).email).toBe(account.email);
    });

    it.each([
      ['a signature by a key Google does not publish', { forged: true }],
      ['another client id as audience', { audience: 'someone-else.apps.googleusercontent.com' }],
      ['an expired token', { expiresIn: -120 }],
      ['a foreign issuer', { issuer: 'https://accounts.evil.example' }],
    ])('refuses %s with the spec error body', async (_what, opts) => {
      const account = google.account();
      const res = await post(t, '/google/login/', { access_token: await google.idToken(account, opts) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Google')));
      expect(await countUsers(t, account.email)).toBe(0);
    });

    it('refuses a token that is not a JWT at all, and an empty one with Required', async () => {
      const junk = await post(t, '/google/login/', { access_token: 'not-a-jwt' });
      expect(junk.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Google')));
      const empty = await post(t, '/google/login/', { access_token: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().field_errors.access_token).toEqual([VALIDATION.required]);
    });

    it('does not sign in with an email Google has not verified', async () => {
      const user = await verifiedUser(t);
      const account = google.account({ email: user.email, email_verified: false });
      const res = await post(t, '/google/login/', { access_token: await google.idToken(account) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialNoEmail));
    });

    it('takes over an unverified sign-up only by dropping the password someone else may have set', async () => {
      // Someone registered the address first but never proved they own it (no OTP).
      const squatter = await signUp(t);
      const account = google.account({ email: squatter.email });
      const res = await post(t, '/google/login/', { access_token: await google.idToken(account) });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(false);
      expect((await identityOf(t, res.json().access)).is_verified).toBe(true);
      expect(await countUsers(t, squatter.email)).toBe(1);
      // Whoever chose that password can no longer get in, with it or with their old session.
      const login = await post(t, '/token/', { email: squatter.email, password: PASSWORD });
      expect(login.statusCode).toBe(400);
      expect(login.json().non_field_errors).toEqual([AUTH_MESSAGES.invalidCredentials]);
      expect((await post(t, '/token/refresh/', { refresh: squatter.refresh })).statusCode).toBe(401);
    });
  });

  describe('Facebook', () => {
    it('creates a verified account from a user access token checked with debug_token and returns tokens', async () => {
      const person = facebook.user();
      const token = facebook.login(FACEBOOK_APP.id, person);
      const res = await post(t, '/facebook/login/', { access_token: token, user_id: person.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(true);
      expect(await identityOf(t, res.json().access)).toMatchObject({
        email: person.email,
        first_name: 'Alan',
        last_name: 'Turing',
        is_verified: true,
      });
      const debug = facebook.seen.find(
        (r) => r.path.endsWith('/debug_token') && r.query.input_token === token,
      );
      expect(debug?.query.access_token).toBe(`${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`);
    });

    it('links an existing account with the same email', async () => {
      const user = await verifiedUser(t);
      const before = await identityOf(t, user.access);
      const person = facebook.user({ email: user.email });
      const res = await post(t, '/facebook/login/', {
        access_token: facebook.login(FACEBOOK_APP.id, person),
        user_id: person.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(false);
      expect((await identityOf(t, res.json().access)).id).toBe(before.id);
      expect(await countUsers(t, user.email)).toBe(1);
    });

    it('refuses a token Facebook does not know', async () => {
      const res = await post(t, '/facebook/login/', { access_token: 'EAAgarbage', user_id: '123' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Facebook')));
    });

    it('refuses an expired token', async () => {
      const person = facebook.user();
      const res = await post(t, '/facebook/login/', {
        access_token: facebook.login(FACEBOOK_APP.id, person, { expiresIn: -60 }),
        user_id: person.id,
      });
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Facebook')));
      expect(await countUsers(t, person.email!)).toBe(0);
    });

    it('refuses a valid token that was issued to another app', async () => {
      const person = facebook.user();
      const res = await post(t, '/facebook/login/', {
        access_token: facebook.login(OTHER_FACEBOOK_APP.id, person),
        user_id: person.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Facebook')));
      expect(await countUsers(t, person.email!)).toBe(0);
    });

    it("refuses someone else's token presented with another user id", async () => {
      const victim = facebook.user();
      const res = await post(t, '/facebook/login/', {
        access_token: facebook.login(FACEBOOK_APP.id, victim),
        user_id: facebook.user().id,
      });
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Facebook')));
    });

    it('refuses an account that shares no email', async () => {
      const person = facebook.user({ email: undefined });
      const res = await post(t, '/facebook/login/', {
        access_token: facebook.login(FACEBOOK_APP.id, person),
        user_id: person.id,
      });
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('Facebook')));
    });
  });

  describe('LinkedIn', () => {
    it('exchanges the authorization code, reads userinfo and creates a verified account', async () => {
      const member = linkedin.member();
      const code = linkedin.authorize(member, REDIRECT_URI);
      const res = await post(t, '/linkedin/login/', { code, redirect_uri: REDIRECT_URI, state: 'xyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(true);
      expect(await identityOf(t, res.json().access)).toMatchObject({
        email: member.email,
        first_name: 'Katherine',
        last_name: 'Johnson',
        is_verified: true,
      });
      const exchange = linkedin.seen.find((r) => r.path === '/oauth/v2/accessToken');
      expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toEqual({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: LINKEDIN.clientId,
        client_secret: LINKEDIN.clientSecret,
      });
      // A code works once.
      const replay = await post(t, '/linkedin/login/', { code, redirect_uri: REDIRECT_URI });
      expect(replay.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('LinkedIn')));
    });

    it('links an existing account with the same verified email', async () => {
      const user = await verifiedUser(t);
      const before = await identityOf(t, user.access);
      const member = linkedin.member({ email: user.email });
      const res = await post(t, '/linkedin/login/', {
        code: linkedin.authorize(member, REDIRECT_URI),
        redirect_uri: REDIRECT_URI,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().is_new_user).toBe(false);
      expect((await identityOf(t, res.json().access)).id).toBe(before.id);
      expect(await countUsers(t, user.email)).toBe(1);
    });

    it.each([
      ['an unknown code', () => 'AQTnot-a-code', REDIRECT_URI],
      [
        'a code issued for another redirect URI',
        () => linkedin.authorize(linkedin.member(), 'http://localhost:4310/elsewhere'),
        REDIRECT_URI,
      ],
    ])('refuses %s', async (_what, code, redirectUri) => {
      const res = await post(t, '/linkedin/login/', { code: code(), redirect_uri: redirectUri });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('LinkedIn')));
    });

    it('refuses when userinfo fails after a good exchange', async () => {
      const member = linkedin.member();
      linkedin.failUserinfo({ status: 500, body: { message: 'Internal Server Error', status: 500 } });
      try {
        const res = await post(t, '/linkedin/login/', {
          code: linkedin.authorize(member, REDIRECT_URI),
          redirect_uri: REDIRECT_URI,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialFailed('LinkedIn')));
      } finally {
        linkedin.failUserinfo(null);
      }
      expect(await countUsers(t, member.email!)).toBe(0);
    });

    it('does not sign in with an email LinkedIn has not verified', async () => {
      const member = linkedin.member({ email_verified: false });
      const res = await post(t, '/linkedin/login/', {
        code: linkedin.authorize(member, REDIRECT_URI),
        redirect_uri: REDIRECT_URI,
      });
      expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialNoEmail));
      expect(await countUsers(t, member.email!)).toBe(0);
    });
  });
});

describe('social sign-in with no provider keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hides the buttons in options-config', async () => {
    const ui = (await t.app.inject({ method: 'GET', url: '/api/v1/options-config/' })).json().ui;
    expect(ui.social_login).toEqual({ google: false, facebook: false, linkedin: false });
  });

  it.each([
    ['google', 'Google', { access_token: 'x' }],
    ['facebook', 'Facebook', { access_token: 'x', user_id: '1' }],
    ['linkedin', 'LinkedIn', { code: 'x', redirect_uri: REDIRECT_URI }],
  ])('answers /%s/login/ with 400 and a clear message', async (path, name, payload) => {
    const res = await post(t, `/${path}/login/`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedWith(AUTH_MESSAGES.socialNotConfigured(name)));
    expect(res.json().message).toBe(`${name} sign-in is not available on this site.`);
  });
});
