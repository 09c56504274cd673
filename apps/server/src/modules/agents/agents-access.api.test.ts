import { AGENT_MESSAGES as M } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, useAgentsWorld, type AgentsWorld } from '../../../test/agents-world.js';
import { makeUser } from '../../../test/groups-helpers.js';

describe('CareerGPS access: premium, usage limits per plan, the profile-completion gate (issue 22)', () => {
  const w = useAgentsWorld();
  let http: AgentsWorld['http'];
  let staff: AgentsWorld['staff'];
  let member: AgentsWorld['member'];
  let trial: AgentsWorld['trial'];
  let readiness: AgentsWorld['readiness'];
  let plan: AgentsWorld['plan'];
  let t: AgentsWorld['t'];
  const run: AgentsWorld['run'] = (...args) => w.run(...args);
  beforeAll(() => {
    ({ http, staff, member, trial, readiness, plan, t } = w);
  });
  /** A LinkedIn link on the profile: two of its three parts are there (67 %). */
  async function linkedinOn(userId: number) {
    await t.ctx.database.query(
      `INSERT INTO profiles (user_id, social_linkedin) VALUES ($1, 'https://www.linkedin.com/in/someone')
       ON CONFLICT (user_id) DO UPDATE SET social_linkedin = excluded.social_linkedin`,
      [userId],
    );
    t.ctx.completionFacts.forget(userId);
  }
  /** A member on an active plan of `tier` whose own CareerGPS limit is `limit` (null: the tier's). */
  async function onPlan(tier: number, limit: number | null) {
    const user = await makeUser(t);
    const [p] = await t.ctx.database.query<{ id: number }>(
      `INSERT INTO subscription_plans (name, subscription_tier, agent_usage_limit) VALUES ($1, $2, $3) RETURNING id`,
      [`Plan ${tier}-${limit}`, tier, limit],
    );
    const [price] = await t.ctx.database.query<{ id: number }>(
      `INSERT INTO subscription_prices (plan_id, amount_minor, recurring) VALUES ($1, 1000, 'month') RETURNING id`,
      [p!.id],
    );
    await t.ctx.database.query(
      `INSERT INTO user_subscriptions (user_id, plan_id, price_id, status, provider) VALUES ($1, $2, $3, 'active', 'manual')`,
      [user.id, p!.id, price!.id],
    );
    return user;
  }
  /** One completed AI Readiness run; answers the second stage's response. */
  async function readinessRun(token: string) {
    const s = session();
    const first = await run(readiness, 1, { session: s, user_response: {} }, token);
    if (first.statusCode !== 200) return first;
    return run(readiness, 2, { session: s, user_response: {} }, token);
  }

  it('enforces access: premium, a visitor, the usage limit, staff always', async () => {
    const goal = { goal: 'Move into data analysis', hours: 2 };
    const premium = await run(plan, 1, { session: session(), user_response: goal }, member.token);
    expect(premium.statusCode).toBe(403);
    expect(premium.json()).toMatchObject({
      message: M.reasons.NO_PREMIUM_SUBSCRIPTION,
      detail: 'NO_PREMIUM_SUBSCRIPTION',
    });
    const visitor = await run(plan, 1, { session: session(), user_response: goal });
    expect(visitor.json().detail).toBe('UNREGISTERED_PREMIUM_RESTRICTED');
    await linkedinOn(staff.id);
    const asStaff = await run(plan, 1, { session: session(), user_response: goal }, staff.token);
    expect(asStaff.statusCode, asStaff.body).toBe(200);

    const limited = await makeUser(t);
    for (let i = 0; i < 5; i += 1) {
      const s = session();
      expect(
        (await run(readiness, 1, { session: s, user_response: { prompting_daily: true } }, limited.token))
          .statusCode,
      ).toBe(200);
      expect((await run(readiness, 2, { session: s, user_response: {} }, limited.token)).statusCode).toBe(
        200,
      );
    }
    const sixth = await run(readiness, 1, { session: session(), user_response: {} }, limited.token);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().detail).toBe('USAGE_LIMIT_REACHED');
    const metrics = (await http.get('/agents/metrics/', limited.token)).json();
    expect(metrics).toMatchObject({ usage_count: 5, usage_limit: 5, remaining: 0, reports_count: 5 });
    expect((await http.get('/agents/metrics/', trial.token)).statusCode).toBe(403);
    expect((await http.get('/agents/metrics/')).statusCode).toBe(401);
  });

  it('reads the usage limit from the member’s plan; the tier’s default when the plan sets none', async () => {
    const two = await onPlan(1, 2);
    expect((await readinessRun(two.token)).statusCode).toBe(200);
    expect((await readinessRun(two.token)).statusCode).toBe(200);
    const third = await readinessRun(two.token);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      message: M.reasons.USAGE_LIMIT_REACHED,
      detail: 'USAGE_LIMIT_REACHED',
    });
    expect((await http.get('/agents/metrics/', two.token)).json()).toMatchObject({
      usage_count: 2,
      usage_limit: 2,
      remaining: 0,
    });
    const listed = (await http.get('/agents/', two.token)).json().data as Array<{
      access: { reason: string | null };
    }>;
    expect(listed[1]!.access.reason).toBe('USAGE_LIMIT_REACHED');
    // A tier-1 plan with no limit of its own: the tier's default (20).
    const tierDefault = await onPlan(1, null);
    expect((await http.get('/agents/metrics/', tierDefault.token)).json().usage_limit).toBe(20);
    // No plan at all: the free tier's default (5).
    expect((await http.get('/agents/metrics/', member.token)).json().usage_limit).toBe(5);
  });

  it('the profile-source step needs the profile completion above the threshold, on the server too', async () => {
    const goal = { goal: 'Move into data analysis', hours: 2 };
    const lead = await makeUser(t, { isStaff: true });
    const s = session();
    const gated = await run(plan, 1, { session: s, user_response: goal }, lead.token);
    expect(gated.statusCode).toBe(400);
    const message = M.profileCompletion(40);
    expect(message).toBe(
      'Profile completion percent should be greater than 40%. Complete your profile or upload your resume to proceed',
    );
    expect(gated.json()).toMatchObject({ message, field_errors: { _profile: [message] } });
    // Nothing was saved: the run starts cleanly once the profile is complete enough.
    await linkedinOn(lead.id);
    const passed = await run(plan, 1, { session: s, user_response: goal }, lead.token);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ status: 'in_progress', next_step: 2 });
    // Staff running it for a member: the member's profile is the one that counts.
    const beneficiary = await makeUser(t);
    const forOther = await run(
      plan,
      1,
      { session: session(), user_id: beneficiary.id, user_response: goal },
      lead.token,
    );
    expect(forOther.json().field_errors).toEqual({ _profile: [message] });
  });
});
