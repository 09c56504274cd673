import { slugify } from '@careerhub/shared';
import type { Logger } from 'pino';
import { hashPassword } from '../modules/auth/password.js';
import { createUsersRepository, type NewUser } from '../modules/auth/users.repository.js';
import type { BrandsService } from '../modules/brands/brands.service.js';
import { createGroupsRepository, type NewGroup } from '../modules/groups/groups.repository.js';
import { createJobsRepository, type NewJob } from '../modules/jobs/jobs.repository.js';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.js';
import { createTopicsRepository } from '../modules/topics/topics.repository.js';
import type { Database } from '../platform/db/index.js';
import type { Storage } from '../platform/storage/index.js';
import { seedContents } from './seed-contents.js';
import { seedCatalog } from './seed-catalog.js';
import { seedPayments } from './seed-payments.js';
import { seedLeaders } from './seed-leaders.js';

/** Every demo account shares this password; the start banner prints it. */
export const DEMO_PASSWORD = 'careerhub-demo';
export const DEMO_DOMAIN = 'demo.careerhub.example';

type DemoUser = Omit<NewUser, 'nameSlug' | 'passwordHash'> & {
  role: string;
  groupRole?: string;
  title?: string;
  country?: string;
};

const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    email: `admin@${DEMO_DOMAIN}`,
    firstName: 'Amina',
    lastName: 'Okafor',
    isVerified: true,
    groupRole: 'admin',
    title: 'Community Director',
    country: 'NG',
  },
  {
    role: 'staff',
    email: `staff@${DEMO_DOMAIN}`,
    firstName: 'Samuel',
    lastName: 'Rivera',
    isVerified: true,
    isStaff: true,
    title: 'Platform Operations Lead',
    country: 'US',
  },
  {
    role: 'member',
    email: `member@${DEMO_DOMAIN}`,
    firstName: 'Priya',
    lastName: 'Sharma',
    isVerified: true,
    title: 'Data Analyst',
    country: 'IN',
  },
  {
    role: 'member',
    email: `john.smith@${DEMO_DOMAIN}`,
    firstName: 'John',
    lastName: 'Smith',
    isVerified: true,
    title: 'Software Engineer',
    country: 'GB',
  },
  {
    role: 'member',
    email: `mei.lin@${DEMO_DOMAIN}`,
    firstName: 'Mei',
    lastName: 'Lin',
    isVerified: true,
    title: 'UX Researcher',
    country: 'SG',
  },
  {
    role: 'certified',
    email: `certified@${DEMO_DOMAIN}`,
    firstName: 'Daniel',
    lastName: 'Mensah',
    isVerified: true,
    isCertified: true,
    groupRole: 'leader',
    title: 'Certified Career Coach',
    country: 'GH',
  },
  {
    role: 'influencer',
    email: `influencer@${DEMO_DOMAIN}`,
    firstName: 'Lena',
    lastName: 'Fischer',
    isVerified: true,
    isInfluencer: true,
    title: 'AI Educator and Author',
    country: 'DE',
  },
  {
    role: 'unverified',
    email: `unverified@${DEMO_DOMAIN}`,
    firstName: 'Tomas',
    lastName: 'Becker',
    isVerified: false,
    title: 'Mechanical Engineering Student',
    country: 'BR',
  },
  {
    role: 'trial',
    email: `trial@${DEMO_DOMAIN}`,
    firstName: 'Guest',
    lastName: 'Visitor',
    isVerified: false,
    isTrialUser: true,
  },
];

/** A date `n` days from the seed (demo circles and events run in the weeks after a first start). */
const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

/** `parent`: the slug of the organization a circle or event belongs to (seeded before it). */
const DEMO_GROUPS: Array<NewGroup & { members: string[]; parent?: string }> = [
  {
    name: 'CareerHub Community',
    nameSlug: 'careerhub-community',
    groupType: 'organization',
    description: 'The home organization of this installation: everyone who signs up here joins it.',
    domain: 'localhost',
    membershipType: 'open',
    isVerified: true,
    isDefault: true,
    members: ['admin', 'staff', 'member', 'certified', 'influencer', 'unverified', 'trial'],
  },
  {
    name: 'Kathmandu University',
    nameSlug: 'kathmandu-university',
    groupType: 'institution',
    description: 'Students, alumni and faculty of Kathmandu University.',
    domain: 'ku.localhost',
    isVerified: true,
    members: ['member'],
  },
  {
    name: 'AI for Educators Circle',
    nameSlug: 'ai-for-educators-circle',
    parent: 'careerhub-community',
    groupType: 'circle',
    description:
      'A six-week circle for teachers bringing AI into their classrooms, led by a certified leader.',
    applicationOpenDate: inDays(-1),
    applicationCloseDate: inDays(13),
    startDate: inDays(14),
    endDate: inDays(56),
    members: ['certified', 'member'],
  },
  {
    name: 'Women in Data Circle',
    nameSlug: 'women-in-data-circle',
    parent: 'careerhub-community',
    groupType: 'circle',
    description: 'Peer support and career conversations for women working with data.',
    visibility: 20,
    admission: 'closed',
    members: ['member'],
  },
  {
    name: 'Careers in AI Fair 2027',
    nameSlug: 'careers-in-ai-fair-2027',
    parent: 'careerhub-community',
    groupType: 'event',
    description: 'Meet employers hiring for AI roles, join portfolio reviews and hear from practitioners.',
    applicationOpenDate: inDays(-1),
    applicationCloseDate: inDays(28),
    startDate: inDays(30),
    endDate: inDays(31),
    members: ['member', 'influencer'],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
type DemoJob = Omit<NewJob, 'groupId' | 'skills' | 'applicationCloseDate'> & {
  skillNames: string[];
  /** Open for this many days from the seed. */
  openDays: number;
};

/** Jobs of the default organization, posted by its administrator; one asks a question first. */
const DEMO_JOBS: DemoJob[] = [
  {
    slug: 'junior-data-analyst',
    title: 'Junior Data Analyst',
    description:
      'Join the community insights team and turn member, event and survey data into dashboards and short reports that program leads use every week. You will clean data, build self-serve views and present findings to non-technical colleagues.',
    requirements:
      'Comfortable with SQL and spreadsheets; some Python or R is a plus. Clear written English. Curiosity about how people grow their careers.',
    jobType: 'full_time',
    jobLocation: 'hybrid',
    address: '14 Admiralty Way, Lekki, Lagos',
    jobStatus: 'approved',
    isFeatured: true,
    careerStages: [2, 3],
    countries: ['Nigeria', 'Ghana'],
    skillNames: ['SQL', 'Data Analysis', 'Excel', 'Python'],
    openDays: 30,
    extraInfo: {
      questions: [
        {
          id: 'tool',
          label: 'Which data tool do you use most?',
          type: 'radio',
          required: true,
          options: 'Excel\nSQL\nPython\nTableau or Power BI',
        },
        {
          id: 'sample',
          label: 'Link to a dashboard or analysis you are proud of (optional)',
          type: 'text',
          required: false,
          options: '',
        },
      ],
    },
  },
  {
    slug: 'ai-curriculum-designer-contract',
    title: 'AI Curriculum Designer (Contract)',
    description:
      'Design a six-week circle that helps teachers use AI tools safely in class: session outlines, exercises, and a short facilitator guide. Three months, about 20 hours a week, fully remote.',
    requirements:
      'Experience designing adult learning programs; hands-on use of AI assistants; portfolio of course material.',
    jobType: 'project_based',
    jobLocation: 'remote',
    address: null,
    jobStatus: 'approved',
    careerStages: [3, 4],
    countries: [],
    skillNames: ['Instructional Design', 'Generative AI', 'Facilitation'],
    openDays: 21,
  },
  {
    slug: 'ux-research-intern',
    title: 'UX Research Intern',
    description:
      'Spend a summer with our product team interviewing members, running usability sessions on the job board and turning what you learn into clear recommendations.',
    requirements:
      'Studying HCI, psychology, design or a related field; good listener; portfolio or class project to share.',
    jobType: 'internship',
    jobLocation: 'on_site',
    address: '12 Marina Boulevard, Singapore 018982',
    jobStatus: 'approved',
    careerStages: [1, 2],
    countries: ['Singapore'],
    skillNames: ['User Research', 'Figma', 'Usability Testing'],
    openDays: 45,
  },
];

/** Working professional, early career, joined to learn AI skills and grow a network. */
const DEMO_CAREER_ANSWERS = { currentRole: 3, careerStage: 3, reasonToJoin: [1, 3] };

export interface SeedResult {
  usersCreated: number;
  groupsCreated: number;
  jobsCreated: number;
  contentsCreated: number;
  optionsCreated: number;
}

/** Creates the demo community. Idempotent: what already exists is left as it is. */
export async function seedDemoData(deps: {
  database: Database;
  brands: BrandsService;
  logger: Logger;
  /** Where the demo catalogue's logos go (absent: tools without logos). */
  storage?: Storage;
}): Promise<SeedResult> {
  const usersRepo = createUsersRepository(deps.database.db);
  const groupsRepo = createGroupsRepository(deps.database.db);
  const profilesRepo = createProfilesRepository(deps.database.db);
  const optionsCreated = await deps.brands.seedOptions();

  const idsByRole = new Map<string, number[]>();
  const groupRoleByUser = new Map<number, string>();
  let usersCreated = 0;
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [index, demo] of DEMO_USERS.entries()) {
    const { role, groupRole, title, country, ...fields } = demo;
    let user = await usersRepo.findByEmail(fields.email);
    if (!user) {
      user = await usersRepo.insert({
        ...fields,
        nameSlug: await uniqueSlug(`${fields.firstName} ${fields.lastName}`, usersRepo.isSlugTaken),
        passwordHash: passwordHashes[index]!,
      });
      usersCreated += 1;
      if (title || country)
        await profilesRepo.upsert(user.id, { title: title ?? null, country: country ?? null });
      // Verified demo accounts have answered the career questions, so they open the portal
      // directly; a new sign-up meets the registration wizard.
      if (fields.isVerified) {
        await profilesRepo.insertGroupProfile({ userId: user.id, groupId: null, ...DEMO_CAREER_ANSWERS });
      }
      await profilesRepo.refreshSearchText(user.id);
    }
    idsByRole.set(role, [...(idsByRole.get(role) ?? []), user.id]);
    if (groupRole) groupRoleByUser.set(user.id, groupRole);
  }

  let groupsCreated = 0;
  for (const { members, parent, ...fields } of DEMO_GROUPS) {
    const parentId = parent ? ((await groupsRepo.findBySlug(parent))?.id ?? null) : null;
    let group = await groupsRepo.findBySlug(fields.nameSlug);
    if (!group) {
      group = await groupsRepo.insert({
        ...fields,
        parentId,
        createdBy: idsByRole.get('admin')?.[0] ?? null,
      });
      groupsCreated += 1;
    } else if (parentId && group.parentId === null) {
      // Databases seeded before circles and events had a parent: attach them to the organization.
      group = await groupsRepo.update(group.id, { parentId });
    }
    for (const role of members) {
      for (const userId of idsByRole.get(role) ?? []) {
        await groupsRepo.addMembership({
          groupId: group.id,
          userId,
          role: groupRoleByUser.get(userId) ?? 'member',
          status: role === 'unverified' || role === 'trial' ? 'pending' : 'accepted',
          isDefault: Boolean(fields.isDefault),
        });
      }
    }
  }
  // The demo organization's administrator has a certified group profile there, so a first start
  // shows what a certified admin does (post jobs, create events and resources) without setup.
  const adminId = idsByRole.get('admin')?.[0];
  const home = await groupsRepo.findBySlug('careerhub-community');
  if (adminId && home && !(await profilesRepo.groupProfile(adminId, home.id))) {
    await profilesRepo.insertGroupProfile({
      userId: adminId,
      groupId: home.id,
      ...DEMO_CAREER_ANSWERS,
      isCertified: true,
    });
  }
  const jobsCreated = await seedJobs(deps.database, adminId ?? null);
  const contentsCreated = await seedContents(deps.database, adminId ?? null);
  await seedCatalog(deps.database, adminId ?? null, deps.storage);
  await seedPayments(deps.database, home?.id ?? null, adminId ?? null);
  // After the library: the leaders' topic areas come from its topics.
  await seedLeaders(deps.database, DEMO_PASSWORD);
  deps.logger.info(
    { usersCreated, groupsCreated, jobsCreated, contentsCreated, optionsCreated },
    'demo data seeded',
  );
  return { usersCreated, groupsCreated, jobsCreated, contentsCreated, optionsCreated };
}

/** The demo jobs, each created once (by slug); their skills are found or created as skill topics. */
async function seedJobs(database: Database, adminId: number | null): Promise<number> {
  const jobsRepo = createJobsRepository(database.db);
  const topicsRepo = createTopicsRepository(database.db);
  const org = await createGroupsRepository(database.db).findBySlug('careerhub-community');
  if (!org) return 0;
  let created = 0;
  for (const { skillNames, openDays, ...fields } of DEMO_JOBS) {
    if (await jobsRepo.isSlugTaken(fields.slug)) continue;
    const skills = [];
    for (const name of skillNames) skills.push((await topicsRepo.findOrCreate(name, 'skill', adminId)).id);
    await jobsRepo.insert({
      ...fields,
      groupId: org.id,
      createdBy: adminId,
      skills,
      applicationCloseDate: new Date(Date.now() + openDays * DAY_MS),
    });
    created += 1;
  }
  return created;
}

export const DEMO_ACCOUNTS = DEMO_USERS.map((u) => ({ role: u.role, email: u.email }));

async function uniqueSlug(name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name) || 'member';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
