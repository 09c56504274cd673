import { randomBytes } from 'node:crypto';
import { addMember, api, certify, makeGroup, makeUser, type TestUser } from '../../test/groups-helpers.js';
import type { TestApp } from '../../test/helpers.js';
import { makeContent, makeTopicArea } from '../../test/contents-helpers.js';
import { giveResume, makeJob } from '../../test/jobs-helpers.js';
import { invitations } from '../db/schema/index.js';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.js';

/** The roles of the authorization matrix, in the order of each row's expectations. */
export const ROLES = [
  'anonymous',
  'trial',
  'unverified',
  'member',
  'certified',
  'leader',
  'admin',
  'otherAdmin',
  'staff',
  'influencer',
] as const;
export type Role = (typeof ROLES)[number];

const PRIVATE = 20;

/**
 * One organization with everything a path can name, so that ids in paths are real:
 * - org (public organization) with a private circle, a public event and a published job;
 * - otherOrg, administered by `otherAdmin`;
 * - member: accepted member of org, the circle and the event, with a career entry, a group
 *   profile, a notification and a chat room with the leader (one message in it);
 * - certified: leadership-certified, accepted member of org; leader: leader of org and circle;
 * - admin: certified administrator of org, author of the job; staff; influencer (no membership);
 * - unverified (email not verified) and trial accounts with no memberships.
 */
export async function buildWorld(t: TestApp) {
  const http = api(t);
  const org = await makeGroup(t, { groupType: 'organization' });
  const otherOrg = await makeGroup(t, { groupType: 'organization' });
  const circle = await makeGroup(t, { groupType: 'circle', parentId: org.id, visibility: PRIVATE });
  const event = await makeGroup(t, { groupType: 'event', parentId: org.id });

  const users = {
    trial: await makeUser(t, { isTrialUser: true, isVerified: false }),
    unverified: await makeUser(t, { isVerified: false }),
    member: await makeUser(t),
    certified: await makeUser(t, { isCertified: true }),
    leader: await makeUser(t),
    admin: await makeUser(t),
    otherAdmin: await makeUser(t),
    staff: await makeUser(t, { isStaff: true }),
    influencer: await makeUser(t),
  } satisfies Record<Exclude<Role, 'anonymous'>, TestUser>;
  await t.ctx.database.query('UPDATE users SET is_influencer = true WHERE id = $1', [users.influencer.id]);

  for (const g of [org, circle, event]) await addMember(t, g.id, users.member);
  await addMember(t, org.id, users.certified);
  await addMember(t, org.id, users.leader, 'leader');
  await addMember(t, circle.id, users.leader, 'leader');
  await addMember(t, org.id, users.admin, 'admin');
  await certify(t, users.admin, org.id);
  await addMember(t, otherOrg.id, users.otherAdmin, 'admin');
  await certify(t, users.otherAdmin, otherOrg.id);

  const job = await makeJob(t, { groupId: org.id, createdBy: users.admin.id });
  const topicArea = await makeTopicArea(t);
  /** Contents of org written by its admin: approved and public unless told otherwise. */
  const freshContent = (
    fields: Parameters<typeof makeContent>[1] extends infer F ? Partial<F> : never = {},
  ) => makeContent(t, { groupId: org.id, createdBy: users.admin.id, topicAreaId: topicArea.id, ...fields });
  const resource = await freshContent();
  const careerTip = await freshContent({ type: 'career_tip' });
  const resume = await giveResume(t, users.member);

  const profiles = createProfilesRepository(t.ctx.database.db);
  const groupProfile = await profiles.insertGroupProfile({ userId: users.member.id, groupId: org.id });
  const career = await http.post(
    '/career-profiles/',
    { type: 'work', title: 'Analyst', start_date: '2020-01-01', is_currently_working: true },
    users.member.token,
  );
  if (career.statusCode !== 201) throw new Error(`career entry: ${career.body}`);
  const careerEntryId = career.json().id as number;

  await t.ctx.notifications.notify({
    userId: users.member.id,
    type: 'organization',
    notificationType: 'member_added',
    message: 'Welcome',
    data: {},
    link: '/',
  });
  const notificationId = (await t.ctx.notifications.list(users.member.id, 1, 1)).data[0]!.id;

  const room = await http.post(
    '/room/',
    { type: 'ONE_TO_ONE', user_ids: [users.leader.id] },
    users.member.token,
  );
  const roomId = room.json().id as number;
  const sent = await http.post(
    `/chats/${roomId}/`,
    { messages: [{ type: 'text', value: 'Hello' }] },
    users.member.token,
  );
  if (sent.statusCode !== 201) throw new Error(`chat message: ${sent.body}`);
  const messageId = sent.json().id as number;

  const invitationKey = randomBytes(24).toString('base64url');
  await t.ctx.database.db.insert(invitations).values({
    key: invitationKey,
    contentType: 'group',
    objectId: org.id,
    userId: users.influencer.id,
    inviterId: users.admin.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  return {
    org,
    otherOrg,
    circle,
    event,
    job,
    topicArea,
    resource,
    careerTip,
    /** A content item of org by its admin made for one call (deleting or deciding it leaves the others alone). */
    freshContent,
    users,
    resume,
    groupProfileId: groupProfile.id,
    careerEntryId,
    notificationId,
    roomId,
    messageId,
    invitationKey,
    /** A job of org made for one call (deleting it leaves the shared job alone). */
    freshJob: () => makeJob(t, { groupId: org.id, createdBy: users.admin.id }),
    /** A user with a pending request to join org. */
    pendingApplicant: async () => {
      const u = await makeUser(t);
      await addMember(t, org.id, u, 'member', 'pending');
      return u;
    },
    /** An accepted member of org made for one call (removing them leaves the others alone). */
    freshMember: async () => {
      const u = await makeUser(t);
      await addMember(t, org.id, u);
      return u;
    },
    freshUser: () => makeUser(t),
    /** The test app, for rows files that insert their own items (authz-matrix.rows-catalog.ts). */
    t,
    /** A career entry of the member made for one call. */
    freshCareerEntry: async () => {
      const res = await http.post(
        '/career-profiles/',
        { type: 'education', title: 'Course', start_date: '2019-01-01', end_date: '2019-06-01' },
        users.member.token,
      );
      if (res.statusCode !== 201) throw new Error(`career entry: ${res.body}`);
      return res.json().id as number;
    },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The token a role calls with: signed fresh for each call, so a row that ends a session ends only its own. */
export async function tokenOf(t: TestApp, world: World, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  return t.ctx.access.sign(world.users[role].id);
}
