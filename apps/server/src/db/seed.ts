import { slugify } from '@careerhub/shared';
import type { Logger } from 'pino';
import { hashPassword } from '../modules/auth/password.js';
import { createUsersRepository, type NewUser } from '../modules/auth/users.repository.js';
import type { BrandsService } from '../modules/brands/brands.service.js';
import { createGroupsRepository, type NewGroup } from '../modules/groups/groups.repository.js';
import { createProfilesRepository } from '../modules/profiles/profiles.repository.js';
import type { Database } from '../platform/db/index.js';

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
    country: 'Nigeria',
  },
  {
    role: 'staff',
    email: `staff@${DEMO_DOMAIN}`,
    firstName: 'Samuel',
    lastName: 'Rivera',
    isVerified: true,
    isStaff: true,
    title: 'Platform Operations Lead',
    country: 'United States',
  },
  {
    role: 'member',
    email: `member@${DEMO_DOMAIN}`,
    firstName: 'Priya',
    lastName: 'Sharma',
    isVerified: true,
    title: 'Data Analyst',
    country: 'India',
  },
  {
    role: 'member',
    email: `john.smith@${DEMO_DOMAIN}`,
    firstName: 'John',
    lastName: 'Smith',
    isVerified: true,
    title: 'Software Engineer',
    country: 'United Kingdom',
  },
  {
    role: 'member',
    email: `mei.lin@${DEMO_DOMAIN}`,
    firstName: 'Mei',
    lastName: 'Lin',
    isVerified: true,
    title: 'UX Researcher',
    country: 'Singapore',
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
    country: 'Ghana',
  },
  {
    role: 'influencer',
    email: `influencer@${DEMO_DOMAIN}`,
    firstName: 'Lena',
    lastName: 'Fischer',
    isVerified: true,
    isInfluencer: true,
    title: 'AI Educator and Author',
    country: 'Germany',
  },
  {
    role: 'unverified',
    email: `unverified@${DEMO_DOMAIN}`,
    firstName: 'Tomas',
    lastName: 'Becker',
    isVerified: false,
    title: 'Mechanical Engineering Student',
    country: 'Brazil',
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

const DEMO_GROUPS: Array<NewGroup & { members: string[] }> = [
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
    groupType: 'circle',
    description:
      'A six-week circle for teachers bringing AI into their classrooms, led by a certified leader.',
    members: ['certified', 'member'],
  },
  {
    name: 'Women in Data Circle',
    nameSlug: 'women-in-data-circle',
    groupType: 'circle',
    description: 'Peer support and career conversations for women working with data.',
    visibility: 20,
    admission: 'closed',
    members: ['member'],
  },
  {
    name: 'Careers in AI Fair 2027',
    nameSlug: 'careers-in-ai-fair-2027',
    groupType: 'event',
    description: 'Meet employers hiring for AI roles, join portfolio reviews and hear from practitioners.',
    members: ['member', 'influencer'],
  },
];

/** Working professional, early career, joined to learn AI skills and grow a network. */
const DEMO_CAREER_ANSWERS = { currentRole: 3, careerStage: 3, reasonToJoin: [1, 3] };

export interface SeedResult {
  usersCreated: number;
  groupsCreated: number;
  optionsCreated: number;
}

/** Creates the demo community. Idempotent: what already exists is left as it is. */
export async function seedDemoData(deps: {
  database: Database;
  brands: BrandsService;
  logger: Logger;
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
  for (const { members, ...fields } of DEMO_GROUPS) {
    let group = await groupsRepo.findBySlug(fields.nameSlug);
    if (!group) {
      group = await groupsRepo.insert({ ...fields, createdBy: idsByRole.get('admin')?.[0] ?? null });
      groupsCreated += 1;
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
  deps.logger.info({ usersCreated, groupsCreated, optionsCreated }, 'demo data seeded');
  return { usersCreated, groupsCreated, optionsCreated };
}

export const DEMO_ACCOUNTS = DEMO_USERS.map((u) => ({ role: u.role, email: u.email }));

async function uniqueSlug(name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name) || 'member';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
