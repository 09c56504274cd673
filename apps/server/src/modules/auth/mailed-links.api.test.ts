import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandsFileWithOrigins } from '../../../test/brands-helpers.js';
import { signupPayload, uniqueEmail, verifiedUser, waitForMail } from '../../../test/auth-helpers.js';
import { addMember, makeGroup, makeUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Every link the product mails starts from the brand's configured origin (config/brands.json
// `public_url`, else PUBLIC_URL), never from the request's Host or X-Forwarded-Host: otherwise an
// attacker asks for a victim's reset link with a forged Host and the victim's click hands the
// token to the attacker's site.

const PUBLIC_URL = 'https://careers.example.org';
const STAR_URL = 'https://star.example.org';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

const linkOf = (mail: { meta: unknown }) => String((mail.meta as Record<string, string>).link);

function expectNothingForged(mail: { html: string; text: string; from: string }) {
  expect(mail.html).not.toContain('evil.example');
  expect(mail.text).not.toContain('evil.example');
  expect(mail.from).not.toContain('evil.example');
}

describe.each([
  ['behind no proxy', 'false'],
  ['behind a trusted proxy', 'true'],
])('mailed links %s', (_label, trustProxy) => {
  let t: TestApp;
  const brands = brandsFileWithOrigins({ star: STAR_URL });
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, TRUST_PROXY: trustProxy, BRANDS_FILE: brands.file } });
  });
  afterAll(async () => {
    await t.close();
    brands.remove();
  });

  const send = (url: string, payload: object, headers: Record<string, string> = FORGED, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('a reset asked for with a forged Host / X-Forwarded-Host mails a link on the configured origin', async () => {
    const user = await verifiedUser(t);
    expect((await send('/forgot-password/', { email: user.email })).statusCode).toBe(200);
    const mails = await waitForMail(t, user.email, 2);
    const reset = mails.find((m) => m.subject.startsWith('Reset your'))!;
    expect(linkOf(reset)).toMatch(/^https:\/\/careers\.example\.org\/reset-password\/[\w-]{43}$/);
    expect(reset.text).toContain(`${PUBLIC_URL}/reset-password/`);
    expect(reset.from).toBe('no-reply@careers.example.org');
    expectNothingForged(reset);
  });

  it("the sign-up code's verification link too", async () => {
    const payload = signupPayload();
    expect((await send('/register/', payload)).statusCode).toBe(201);
    const [mail] = await waitForMail(t, payload.email);
    expect(linkOf(mail!)).toMatch(/^https:\/\/careers\.example\.org\/verify-email\/[\w-]{43}$/);
    expectNothingForged(mail!);
  });

  it('a brand with its own public_url: the host picks the brand, the link is its configured origin', async () => {
    const user = await verifiedUser(t);
    const res = await send('/forgot-password/', { email: user.email }, { host: 'star.localhost:4310' });
    expect(res.statusCode).toBe(200);
    const mails = await waitForMail(t, user.email, 2);
    const reset = mails.find((m) => m.subject.startsWith('Reset your'))!;
    expect(reset.subject).toBe('Reset your STAR Leaders password');
    expect(linkOf(reset)).toMatch(/^https:\/\/star\.example\.org\/reset-password\/[\w-]{43}$/);
    expect(reset.from).toBe('no-reply@star.example.org');
    expect(reset.text).not.toContain('localhost');
  });

  it('a group invitation mailed to a newcomer links to the configured origin', async () => {
    const org = await makeGroup(t, { groupType: 'organization' });
    const admin = await makeUser(t);
    await addMember(t, org.id, admin, 'admin');
    const address = uniqueEmail('invitee');
    const res = await send(
      '/invite-users/',
      { content_type: 'group', object_id: org.id, emails: [address], users: [] },
      FORGED,
      admin.token,
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await waitForMail(t, address);
    expect(linkOf(mail!).startsWith(`${PUBLIC_URL}/signup?next=`)).toBe(true);
    expectNothingForged(mail!);
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '4399' } });
  });
  afterAll(() => t.close());

  it("links start from this server's own address, whatever the Host says", async () => {
    const user = await verifiedUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password/',
      payload: { email: user.email },
      headers: FORGED,
    });
    const mails = await waitForMail(t, user.email, 2);
    const reset = mails.find((m) => m.subject.startsWith('Reset your'))!;
    expect(linkOf(reset)).toMatch(/^http:\/\/127\.0\.0\.1:4399\/reset-password\/[\w-]{43}$/);
    expectNothingForged(reset);
  });
});
