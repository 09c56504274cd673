import { slugify } from '@careerhub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.js';
import { createUsersRepository, type UserRow } from '../modules/auth/users.repository.js';
import { createGroupsRepository } from '../modules/groups/groups.repository.js';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.js';
import type { Database } from '../platform/db/index.js';
import { profileTopics, topics } from './schema/index.js';
import {
  DEMO_CERTIFIED_DETAILS,
  DEMO_INFLUENCERS,
  DEMO_INFLUENTIAL_ORGS,
  DEMO_LEADERS,
  type DemoInfluencer,
} from './seed-leaders.data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS);
const CAREER_ANSWERS = { currentRole: 3, careerStage: 4, reasonToJoin: [1, 3] };

/**
 * The directories' demo data (issue 23): certified leaders with levels, topics and the circles
 * they lead, influencers and influential organizations. Idempotent: people are found by email,
 * groups by slug, and only what is missing is added.
 */
export async function seedLeaders(database: Database, password: string): Promise<number> {
  const db = database.db;
  const users = createUsersRepository(db);
  const groups = createGroupsRepository(db);
  const profiles = createProfilesRepository(db);
  const home = await groups.findBySlug('careerhub-community');
  let created = 0;

  async function person(p: DemoInfluencer, flags: { isCertified?: boolean; isInfluencer?: boolean }) {
    const found = await users.findByEmail(p.email);
    if (found) return { user: found, isNew: false };
    const user = await users.insert({
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      nameSlug: await freeSlug(users, `${p.firstName} ${p.lastName}`),
      passwordHash: await hashPassword(password),
      isVerified: true,
      ...flags,
    });
    created += 1;
    await profiles.upsert(user.id, { title: p.title, country: p.country, shortBio: p.bio });
    if (home)
      await groups.addMembership({ groupId: home.id, userId: user.id, status: 'accepted', isDefault: true });
    return { user, isNew: true };
  }

  async function giveTopics(userId: number, names: string[]) {
    const rows = await db
      .select({ id: topics.id })
      .from(topics)
      .where(
        and(
          eq(topics.topicType, 'general'),
          inArray(
            sql`lower(${topics.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    if (rows.length === 0) return;
    await db
      .insert(profileTopics)
      .values(rows.map((r, position) => ({ userId, topicId: r.id, kind: 'general', position })))
      .onConflictDoNothing();
  }

  async function leadCircles(
    user: UserRow,
    circles: (typeof DEMO_LEADERS)[number]['circles'],
    parentId: number,
  ) {
    for (const [i, c] of circles.entries()) {
      let circle = await groups.findBySlug(c.slug);
      if (!circle) {
        const start = 10 + i * 7;
        circle = await groups.insert({
          name: c.name,
          nameSlug: c.slug,
          groupType: 'circle',
          description: c.description,
          parentId,
          createdBy: user.id,
          circleType: 'Learning Circle',
          groupDuration: 'time_limited',
          applicationOpenDate: inDays(-1),
          applicationCloseDate: inDays(start - 1),
          startDate: inDays(start),
          endDate: inDays(start + c.weeks * 7),
        });
        created += 1;
      } else if (circle.parentId === null) {
        circle = await groups.update(circle.id, { parentId });
      }
      await groups.addMembership({
        groupId: circle.id,
        userId: user.id,
        role: 'admin',
        status: 'accepted',
        joinedAt: new Date(),
      });
    }
  }

  // The influential organizations first: the leaders' circles belong to the first of them, so
  // the demo organization keeps its own circles and counts.
  const orgs: Array<{ id: number }> = [];
  for (const org of DEMO_INFLUENTIAL_ORGS) {
    let group = await groups.findBySlug(org.nameSlug);
    if (!group) {
      group = await groups.insert({
        ...org,
        groupType: 'organization',
        isInfluencer: true,
        isVerified: true,
      });
      created += 1;
    }
    orgs.push(group);
  }
  const circlesHome = orgs[0]!;

  for (const leader of DEMO_LEADERS) {
    const { user, isNew } = await person(leader, { isCertified: true });
    if (isNew) {
      await profiles.upsert(user.id, { leadershipCertificationDetails: { level: leader.level } });
      await profiles.insertGroupProfile({
        userId: user.id,
        groupId: null,
        ...CAREER_ANSWERS,
        professionalField: leader.professionalField,
        jobFunction: leader.jobFunction,
      });
      await giveTopics(user.id, leader.topics);
      await profiles.refreshSearchText(user.id);
    }
    await leadCircles(user, leader.circles, circlesHome.id);
  }

  // The demo certified account gets its level, bio and topics once.
  const daniel = await users.findByEmail(DEMO_CERTIFIED_DETAILS.email);
  if (daniel && !(await profiles.get(daniel.id))?.leadershipCertificationDetails) {
    await profiles.upsert(daniel.id, {
      leadershipCertificationDetails: { level: DEMO_CERTIFIED_DETAILS.level },
      shortBio: DEMO_CERTIFIED_DETAILS.bio,
    });
    await giveTopics(daniel.id, DEMO_CERTIFIED_DETAILS.topics);
  }

  for (const influencer of DEMO_INFLUENCERS) {
    const { user, isNew } = await person(influencer, { isInfluencer: true });
    if (isNew) {
      await profiles.insertGroupProfile({ userId: user.id, groupId: null, ...CAREER_ANSWERS });
      await profiles.refreshSearchText(user.id);
    }
  }

  // Each organization has two of the influencers as members, so its card and page are not empty.
  for (const [i, group] of orgs.entries()) {
    for (const influencer of [DEMO_INFLUENCERS[i], DEMO_INFLUENCERS[(i + 1) % DEMO_INFLUENCERS.length]]) {
      const member = influencer && (await users.findByEmail(influencer.email));
      if (member) await groups.addMembership({ groupId: group.id, userId: member.id, status: 'accepted' });
    }
  }
  return created;
}

async function freeSlug(users: ReturnType<typeof createUsersRepository>, name: string): Promise<string> {
  const base = slugify(name) || 'member';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    if (!(await users.isSlugTaken(candidate))) return candidate;
  }
}
