import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeJob, makeJobOrg } from '../../../test/jobs-helpers.js';

const PRIVATE = 20;

/**
 * Issue 15 (data leaks): every list that takes a group filter shows no more than the group's own
 * endpoints. Members of a private circle are not listed to an anonymous visitor or an outsider
 * through search parameters; lists by parent group are empty when the parent is hidden.
 */
describe('group filters of list endpoints follow the groups policy', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let circle: { id: number };
  let hiddenMember: TestUser;
  const viewers: Record<string, TestUser | undefined> = {};

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    const made = await makeJobOrg(t, { visibility: PRIVATE });
    org = made.org;
    circle = await makeGroup(t, { groupType: 'circle', visibility: PRIVATE, parentId: org.id });
    await makeGroup(t, { groupType: 'circle', parentId: org.id });
    await makeGroup(t, { groupType: 'event', parentId: org.id });
    await makeJob(t, { groupId: org.id, createdBy: made.poster.id });
    hiddenMember = await makeUser(t);
    await addMember(t, circle.id, hiddenMember);
    await addMember(t, org.id, hiddenMember);
    viewers.anonymous = undefined;
    viewers.outsider = await makeUser(t);
    viewers.trial = await makeUser(t, { isTrialUser: true, isVerified: false });
    viewers.member = await makeUser(t);
    await addMember(t, circle.id, viewers.member);
    await addMember(t, org.id, viewers.member);
    viewers.staff = await makeUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  /** Per viewer: whether the list answered 200 with at least one row. */
  async function seen(url: string, found: (body: { data: Array<{ id: number }> }) => boolean) {
    const out: Record<string, boolean | number> = {};
    for (const [name, user] of Object.entries(viewers)) {
      const res = await http.get(url, user?.token);
      out[name] = res.statusCode === 200 ? found(res.json()) : res.statusCode;
    }
    return out;
  }
  const listsHidden = (body: { data: Array<{ id: number }> }) =>
    body.data.some((r) => r.id === hiddenMember.id);
  const notEmpty = (body: { data: unknown[] }) => body.data.length > 0;
  const onlyInsiders = { anonymous: false, outsider: false, trial: false, member: true, staff: true };

  it('GET /search/?type=user&group_id= lists a private circle’s members only to who may see them', async () => {
    expect(await seen(`/search/?type=user&group_id=${circle.id}`, listsHidden)).toEqual(onlyInsiders);
    // A misspelt name and a page past the first change nothing.
    expect(
      await seen(`/search/?type=user&group_id=${circle.id}&search=Test&page_size=50`, listsHidden),
    ).toEqual(onlyInsiders);
  });

  it('GET /search/?type=all&group_id= does the same (people side of the merged search)', async () => {
    expect(await seen(`/search/?type=all&group_id=${circle.id}`, listsHidden)).toEqual(onlyInsiders);
    const anonymous = (await http.get(`/search/?type=user&group_id=${circle.id}`)).json();
    expect(anonymous.pagination).toEqual({ count: 0, next: null });
  });

  it('a group that does not exist filters to nothing, like a hidden one (no existence oracle)', async () => {
    const missing = (await http.get('/search/?type=user&group_id=2000000000')).json();
    const hidden = (await http.get(`/search/?type=user&group_id=${circle.id}`)).json();
    expect(missing).toEqual(hidden);
  });

  it('GET /groups/, /circles/, /events/ ?parent_group= of a private organization: members and staff only', async () => {
    for (const path of ['/groups/', '/circles/', '/events/']) {
      expect(await seen(`${path}?parent_group=${org.id}`, notEmpty), path).toEqual(onlyInsiders);
    }
  });

  it('GET /jobs/?group_id= of a private organization: members and staff only', async () => {
    expect(await seen(`/jobs/?group_id=${org.id}`, notEmpty)).toEqual(onlyInsiders);
  });

  it('POST /follow/ of a private circle: not found for who may not see it (its name is not told)', async () => {
    const codes: Record<string, number> = {};
    for (const [name, user] of Object.entries(viewers)) {
      if (!user) continue;
      const res = await http.post(
        '/follow/',
        { id: circle.id, type: 'circle', action: 'follow' },
        user.token,
      );
      codes[name] = res.statusCode;
      if (res.statusCode !== 200) expect(res.body).not.toContain('Group');
    }
    // Trial accounts do not follow (registered users only), as they do not join.
    expect(codes).toEqual({ outsider: 404, trial: 403, member: 200, staff: 200 });
    const trialGroupFollow = await http.post(`/groups/${circle.id}/follow/`, {}, viewers.trial!.token);
    expect(trialGroupFollow.statusCode).toBe(403);
  });

  it('GET /applicant-recommendations/ with another group: only one the job administrator may list', async () => {
    const open = await makeJobOrg(t);
    const job = await makeJob(t, { groupId: open.org.id, createdBy: open.poster.id });
    const url = `/applicant-recommendations/?job_id=${job.id}&group_from_user_to_be_included=${circle.id}`;
    expect((await http.get(url, open.poster.token)).statusCode).toBe(404);
    await addMember(t, circle.id, open.poster, 'member', 'pending');
    // A pending request makes the group visible (its page answers), so its accepted members are listable.
    expect((await http.get(url, open.poster.token)).statusCode).toBe(200);
    expect((await http.get(url, viewers.staff!.token)).statusCode).toBe(200);
  });
});
