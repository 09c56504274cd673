import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentDetail } from '@careerhub/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { RIASEC_ITEMS } from '../src/modules/agents/instruments/riasec.items.js';
import { makeContent } from './contents-helpers.js';
import { addMember, api, makeGroup, makeUser, type TestUser } from './groups-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { makeJob } from './jobs-helpers.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The app" /><title>CareerHub</title></head><body><div id="root"></div></body></html>`;

/** Interest Explorer answers: Social 5s, Investigative 4s, Artistic 3s, the rest 1s → SIA. */
export const sheet = (over: Record<string, number> = {}) => ({
  ...Object.fromEntries(
    RIASEC_ITEMS.map((i) => [i.id, i.scale === 'S' ? 5 : i.scale === 'I' ? 4 : i.scale === 'A' ? 3 : 1]),
  ),
  ...over,
});
let sessions = 0;
/** A fresh run key. */
export const session = () => `run-${Date.now().toString(36)}-${(sessions += 1)}`;
/** The visitor's leading step (registration) answered. */
export const visitorAnswers = (email: string, first = 'Ana') => ({
  ...sheet(),
  first_name: first,
  last_name: 'B',
  email,
});

/**
 * The world the CareerGPS API test files share: members in each standing, a circle, a job, a
 * resource and a Certified Leader that match the Interest Explorer's Social code, the three seeded
 * agents, and helpers to run stages. `useAgentsWorld()` opens it before the describe's tests.
 */
export interface AgentsWorld {
  t: TestApp;
  http: ReturnType<typeof api>;
  member: TestUser;
  other: TestUser;
  staff: TestUser;
  trial: TestUser;
  mentor: TestUser;
  explorer: AgentDetail;
  readiness: AgentDetail;
  plan: AgentDetail;
  circleSlug: string;
  circleId: number;
  resourceId: number;
  jobSlug: string;
  run: (
    agent: AgentDetail,
    step: number,
    body: Record<string, unknown>,
    token?: string,
  ) => ReturnType<ReturnType<typeof api>['post']>;
  /** Both stages of the Interest Explorer for one session; answers the second stage's response. */
  takeExplorer: (
    token: string | undefined,
    s?: string,
    extra?: Record<string, unknown>,
  ) => ReturnType<ReturnType<typeof api>['post']>;
}

/** `env`: settings for the app, or a function that makes them once the suite starts (a stand-in's address). */
export function useAgentsWorld(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): AgentsWorld {
  const w = {} as AgentsWorld;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));
  w.run = (agent, step, body, token) => w.http.post(`/agents/process/${agent.id}/${step}/`, body, token);
  w.takeExplorer = async (token, s = session(), extra = {}) => {
    const first = await w.run(w.explorer, 1, { session: s, user_response: { ...sheet(), ...extra } }, token);
    expect(first.statusCode, first.body).toBe(200);
    return w.run(w.explorer, 2, { session: s, user_response: {} }, token);
  };

  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    const extra = typeof env === 'function' ? await env() : env;
    const t = (w.t = await createTestApp({ env: { WEB_DIST_DIR: web, ...extra } }));
    w.http = api(t);
    w.member = await makeUser(t, { firstName: 'Maya' });
    w.other = await makeUser(t);
    w.staff = await makeUser(t, { isStaff: true });
    w.trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    w.mentor = await makeUser(t, { isCertified: true, firstName: 'Teo' });
    const org = await makeGroup(t, { groupType: 'organization' });
    const circle = await makeGroup(t, {
      groupType: 'circle',
      parentId: org.id,
      name: 'Peer mentoring and coaching circle',
      description: 'Members practise mentoring, teaching and coaching each other.',
    });
    w.circleSlug = circle.nameSlug;
    w.circleId = circle.id;
    await addMember(t, org.id, w.mentor);
    await t.ctx.database.query(
      `INSERT INTO profiles (user_id, short_bio) VALUES ($1, 'I love mentoring and teaching new analysts.')
       ON CONFLICT (user_id) DO UPDATE SET short_bio = excluded.short_bio`,
      [w.mentor.id],
    );
    const job = await makeJob(t, {
      groupId: org.id,
      createdBy: w.staff.id,
      title: 'Community education coordinator',
      description: 'Coordinate teaching and mentoring programs for volunteers.',
    });
    w.jobSlug = job.slug;
    w.resourceId = (
      await makeContent(t, {
        groupId: org.id,
        createdBy: w.staff.id,
        title: 'A research guide to statistics and data analysis',
        text: 'How to do research with data analysis and statistics.',
      })
    ).id;
    const detail = async (slug: string) =>
      (await w.http.get(`/agents/slug/${slug}/`, w.member.token)).json() as AgentDetail;
    w.explorer = await detail('interest-explorer');
    w.readiness = await detail('ai-readiness');
    w.plan = await detail('career-plan');
  }, 120_000);
  afterAll(async () => {
    await w.t?.close();
    rmSync(web, { recursive: true, force: true });
  });
  return w;
}
