import { topics, uploadedFiles } from '../src/db/schema/index.js';
import type { NewJob } from '../src/modules/jobs/jobs.repository.js';
import { createJobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { createProfilesRepository } from '../src/modules/profiles/profiles.repository.js';
import { addMember, certify, daysFromNow, makeGroup, makeUser, type TestUser } from './groups-helpers.js';
import type { TestApp } from './helpers.js';

let n = 0;

/** An organization with a certified admin who may post jobs there. */
export async function makeJobOrg(t: TestApp, fields: { visibility?: number; name?: string } = {}) {
  const org = await makeGroup(t, { groupType: 'organization', ...fields });
  const poster = await makeUser(t, { firstName: 'Pat', lastName: 'Poster' });
  await addMember(t, org.id, poster, 'admin');
  await certify(t, poster, org.id);
  return { org, poster };
}

/** A job inserted directly (published, open for ten days unless told otherwise). */
export async function makeJob(t: TestApp, fields: Partial<NewJob> & { groupId: number }) {
  n += 1;
  return createJobsRepository(t.ctx.database.db).insert({
    slug: `job-${Date.now().toString(36)}-${n}`,
    title: `Job ${n}`,
    description: 'What the job is about',
    jobType: 'full_time',
    jobLocation: 'remote',
    jobStatus: 'approved',
    applicationCloseDate: daysFromNow(10),
    ...fields,
  });
}

/** Skills (topics) by name, created once per name. */
export async function makeSkills(t: TestApp, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    n += 1;
    const [row] = await t.ctx.database.db
      .insert(topics)
      .values({ name: `${name}`, topicType: `skill-test-${n}` })
      .returning();
    ids.push(row!.id);
  }
  return ids;
}

/** A resume file row owned by the user, optionally set on their profile. */
export async function giveResume(t: TestApp, user: { id: number }, onProfile = true) {
  n += 1;
  const [file] = await t.ctx.database.db
    .insert(uploadedFiles)
    .values({
      ownerId: user.id,
      kind: 'resume',
      storageKey: `resumes/test-${Date.now().toString(36)}-${n}.pdf`,
      originalName: 'resume.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1000,
    })
    .returning();
  if (onProfile)
    await createProfilesRepository(t.ctx.database.db).upsert(user.id, { resumeFileId: file!.id });
  return file!.id;
}

/** A job seeker with a resume, skills, country and career answers. */
export async function makeSeeker(
  t: TestApp,
  facts: {
    skills?: number[];
    country?: string;
    careerStage?: number;
    groupId?: number | null;
    extraInfo?: Record<string, unknown>;
  } = {},
  flags: Parameters<typeof makeUser>[1] = {},
): Promise<TestUser> {
  const user = await makeUser(t, flags);
  const profiles = createProfilesRepository(t.ctx.database.db);
  await giveResume(t, user);
  if (facts.country) await profiles.upsert(user.id, { country: facts.country });
  if (facts.skills?.length) await profiles.setTopics(user.id, 'skill', facts.skills);
  if (facts.careerStage !== undefined || facts.extraInfo)
    await profiles.insertGroupProfile({
      userId: user.id,
      groupId: facts.groupId ?? null,
      careerStage: facts.careerStage ?? null,
      extraInfo: facts.extraInfo ?? {},
    });
  return user;
}
