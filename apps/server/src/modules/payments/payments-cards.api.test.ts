import { PAYMENT_MESSAGES as M } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { startStripeSuite, type StripeSuite } from './payments-stripe.fixtures.js';

describe('membership cards', () => {
  let s: StripeSuite;
  let t: StripeSuite['t'];
  let http: StripeSuite['http'];
  let org: StripeSuite['org'];
  beforeAll(async () => {
    s = await startStripeSuite();
    ({ t, http, org } = s);
  });
  afterAll(() => s.close());
  const priceOf = (name: string) => s.priceOf(name);
  const subscribe = (user: TestUser, plan: string) => s.subscribed(user, plan);
  const png = async (path: string) => t.app.inject({ method: 'GET', url: path });

  it('draws a PNG card with a QR code for plans that include one, verifies it, redraws it when the plan changes', async () => {
    const user = await makeUser(t);
    await addMember(t, org.id, user);
    const none = await http.post('/membership-card/', {}, user.token);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(M.cardNotIncluded);
    await subscribe(user, 'Basic');
    expect((await http.post('/membership-card/', {}, user.token)).statusCode).toBe(403);

    await http.post('/payment/update-subscription/', { price_id: priceOf('Professional').id }, user.token);
    const res = await http.post('/membership-card/', {}, user.token);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as { membership_card: string; member_number: string; verify_url: string };
    expect(card.member_number).toMatch(/^CH-\d{6}$/);
    const image = await png(card.membership_card);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(image.rawPayload.length).toBeGreaterThan(10_000);
    expect((await http.get('/identity/', user.token)).json().membership_card).toBe(card.membership_card);

    const token = /\/membership-card\/verify\/([\w-]+)$/.exec(card.verify_url)![1]!;
    const check = await http.get(`/membership-card/verify/${token}/`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ name: `${user.firstName} ${user.lastName}`, status: 'valid' });

    // Upgrade: the webhook's plan change draws the card again; the number and the QR page stay.
    await http.post('/payment/update-subscription/', { price_id: priceOf('Institution').id }, user.token);
    const after = (await http.get('/identity/', user.token)).json().membership_card as string;
    expect(after).not.toBe(card.membership_card);
    expect((await png(card.membership_card)).statusCode).toBe(404);
    expect((await png(after)).statusCode).toBe(200);
    const again = (await http.post('/membership-card/', {}, user.token)).json();
    expect(again.member_number).toBe(card.member_number);
    expect(again.verify_url).toBe(card.verify_url);

    // The membership ends: the same QR code now says expired.
    await http.post('/payment/cancel-subscription/', { cancellation_reason: 'Moving on' }, user.token);
    expect((await http.get(`/membership-card/verify/${token}/`)).json().status).toBe('expired');
    expect((await http.get('/membership-card/verify/unknown-token-000000/')).statusCode).toBe(404);
    expect((await http.get('/membership-card/verify/bad!/')).statusCode).toBe(404);
    expect(
      (await png('/api/v1/membership-card/image/00000000-0000-0000-0000-000000000000.png')).statusCode,
    ).toBe(404);
  });
});
