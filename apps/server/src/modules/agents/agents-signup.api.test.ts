import { AGENT_MESSAGES as M, VALIDATION, type AgentReport } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, useAgentsWorld, visitorAnswers, type AgentsWorld } from '../../../test/agents-world.js';
import { PASSWORD, signupPayload, waitForMail } from '../../../test/auth-helpers.js';

let emails = 0;
const uniqueEmail = () => `Visitor-${Date.now().toString(36)}-${(emails += 1)}@Example.com`;

describe('POST register-career-gps/: a visitor signs up at the last step and keeps the report (issue 22)', () => {
  const w = useAgentsWorld();
  let http: AgentsWorld['http'];
  let t: AgentsWorld['t'];
  let member: AgentsWorld['member'];
  beforeAll(() => {
    ({ http, t, member } = w);
  });
  /** A visitor's finished Interest Explorer: the run's key and its report's slug. */
  async function visitorRun(email = uniqueEmail()) {
    const s = session();
    const first = await w.run(w.explorer, 1, { session: s, user_response: visitorAnswers(email) });
    expect(first.statusCode, first.body).toBe(200);
    const done = await w.run(w.explorer, 2, { session: s, user_response: {} });
    return { session: s, slug: done.json().report_slug as string, email };
  }
  const signUp = (body: Record<string, unknown>) =>
    http.post('/register-career-gps/', {
      first_name: 'Ana',
      last_name: 'B',
      country: 'US',
      agent: w.explorer.id,
      ...body,
    });
  const accountsWith = async (email: string) =>
    (
      await t.ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
        [email],
      )
    )[0]!.n;

  it('makes a trial account that owns the report, signs it in and keeps the country', async () => {
    const visit = await visitorRun();
    // The cached public answer of the report (no owner yet) is replaced once it is claimed.
    expect(((await http.get(`/agents/report/slug/${visit.slug}/`)).json() as AgentReport).user).toBeNull();
    const res = await signUp({ email: visit.email, session: visit.session, country: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'created', detail: M.signupDone, report_slug: visit.slug });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const identity = (await http.get('/identity/', body.access_token)).json();
    expect(identity).toMatchObject({
      email: visit.email.toLowerCase(),
      first_name: 'Ana',
      is_trial_user: true,
      is_verified: false,
    });
    const mine = (
      await http.get(`/agents/report/slug/${visit.slug}/`, body.access_token)
    ).json() as AgentReport;
    expect(mine.is_owner).toBe(true);
    expect(mine.user!.id).toBe(identity.id);
    expect(mine.output_data.message).toMatch(/^Ana, your Holland code is SIA/);
    expect(((await http.get(`/agents/report/slug/${visit.slug}/`)).json() as AgentReport).user!.id).toBe(
      identity.id,
    );
    const list = (await http.get('/agents/reports/', body.access_token)).json();
    expect(list.data.map((r: { slug: string }) => r.slug)).toEqual([visit.slug]);
    const [profile] = await t.ctx.database.query<{ country: string }>(
      'SELECT country FROM profiles WHERE user_id = $1',
      [identity.id],
    );
    expect(profile!.country).toBe('DE');
    // The run is claimed: it cannot make a second account.
    const again = await signUp({ email: uniqueEmail(), session: visit.session });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.reportNotFound);
  });

  it('status "trial": the address took the assessment before; the run stays the visitor’s', async () => {
    const first = await visitorRun();
    expect((await signUp({ email: first.email, session: first.session })).statusCode).toBe(200);
    const second = await visitorRun(first.email);
    const refused = await signUp({ email: first.email.toUpperCase(), session: second.session });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: M.signupUsedBefore,
      non_field_errors: [M.signupUsedBefore],
      field_errors: {},
      detail: M.signupUsedBefore,
      status: 'trial',
    });
    expect(await accountsWith(first.email)).toBe(1);
    // Nothing was claimed: the same run signs up with another address.
    expect((await signUp({ email: uniqueEmail(), session: second.session })).statusCode).toBe(200);
  });

  it('status "active": the address has a registered account (log in)', async () => {
    const visit = await visitorRun(member.email);
    const refused = await signUp({ email: member.email, session: visit.session });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.signupActive, status: 'active' });
    expect(((await http.get(`/agents/report/slug/${visit.slug}/`)).json() as AgentReport).user).toBeNull();
  });

  it('checks the fields and the run: 400 per field, 404 for a run that is not the visitor’s finished one', async () => {
    const visit = await visitorRun();
    const bad = await signUp({ email: 'ana', first_name: ' ', country: 'XX', session: visit.session });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      email: [M.invalidEmail],
      first_name: [M.required],
      country: [VALIDATION.countryFromList],
    });
    expect(bad.json().status).toBeUndefined();
    expect((await signUp({ email: uniqueEmail(), session: 'no-such-run-key' })).statusCode).toBe(404);
    // A run that is not finished, and a member's run, cannot be claimed.
    const half = session();
    await w.run(w.explorer, 1, { session: half, user_response: visitorAnswers(uniqueEmail()) });
    expect((await signUp({ email: uniqueEmail(), session: half })).statusCode).toBe(404);
    const owned = session();
    await w.takeExplorer(member.token, owned);
    expect((await signUp({ email: uniqueEmail(), session: owned })).statusCode).toBe(404);
  });

  it('claims in the same transaction: of two sign-ups at once one wins, the other leaves no account', async () => {
    const visit = await visitorRun();
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const results = await Promise.all([
      signUp({ email: a, session: visit.session }),
      signUp({ email: b, session: visit.session }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const loser = results[0]!.statusCode === 404 ? a : b;
    expect(await accountsWith(loser)).toBe(0);
  });

  it('the trial account registers from its own session: a full account that keeps the report', async () => {
    const visit = await visitorRun();
    const trial = (await signUp({ email: visit.email, session: visit.session })).json();
    const email = visit.email.toLowerCase();
    // From another browser (no session) the address is taken like any other: still a trial.
    const elsewhere = await http.post('/register/', signupPayload({ email, username: email }));
    expect(elsewhere.statusCode).toBe(201);
    expect((await http.get('/identity/', trial.access_token)).json().is_trial_user).toBe(true);
    const own = await http.post(
      '/register/',
      signupPayload({ email, username: email, first_name: 'Vera' }),
      trial.access_token,
    );
    expect(own.statusCode).toBe(201);
    expect(own.json()).toEqual(elsewhere.json());
    const identity = (await http.get('/identity/', trial.access_token)).json();
    expect(identity).toMatchObject({ is_trial_user: false, is_verified: false, first_name: 'Vera' });
    expect((await http.get('/agents/reports/', trial.access_token)).json().data[0].slug).toBe(visit.slug);
    const mails = await waitForMail(t, email, 2);
    expect(mails.some((m) => /\b\d{6}\b/.test(m.text))).toBe(true);
    const login = await http.post('/token/', { email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
  });
});
