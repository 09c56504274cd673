import type { Transactions } from '../../platform/db/transactions.js';
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  profileCompletion,
  type ProfileCompletion,
  type ProfileUpdate,
} from '@careerhub/shared';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { AuthService, RequestMeta } from '../auth/auth.service.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { FollowsService } from '../follows/follows.service.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import type { TopicsService } from '../topics/topics.service.js';
import type { CompletionFactsCache, IdentityFacts } from './completion-facts.js';
import { profilesPolicy } from './profiles.policy.js';
import { presentCareerEntry, presentProfile, presentUserCircle } from './profiles.presenter.js';
import type { ProfileChanges, ProfilesRepository } from './profiles.repository.js';

export interface ProfilesDeps {
  users: UsersRepository;
  profiles: ProfilesRepository;
  topics: TopicsService;
  follows: FollowsService;
  groups: GroupsRepository;
  auth: AuthService;
  completionFacts: CompletionFactsCache;
  /** Writes to several tables (profile, topics, user) commit together. */
  transactions: Pick<Transactions, 'run'>;
}

const fieldError = (field: string, message: string) =>
  new AppError(400, message, { field_errors: { [field]: [message] } });

/** Request field → profiles column, for the plain text fields. */
const TEXT_FIELDS = {
  title: 'title',
  country: 'country',
  location: 'location',
  batch: 'batch',
  prefered_language: 'preferedLanguage',
  short_bio: 'shortBio',
  career_story: 'careerStory',
  career_advice: 'careerAdvice',
  calendy_url: 'calendyUrl',
  specific_needs: 'specificNeeds',
  additional_career_information: 'additionalCareerInformation',
  discipline: 'discipline',
  social_linkedin: 'socialLinkedin',
  social_twitter: 'socialTwitter',
  social_google_scholar: 'socialGoogleScholar',
  social_research_gate: 'socialResearchGate',
  social_orcid: 'socialOrcid',
  social_facebook: 'socialFacebook',
  persona: 'persona',
} as const satisfies Record<string, keyof ProfileChanges>;

export function createProfilesService(deps: ProfilesDeps) {
  const { users, profiles } = deps;

  async function loadIdentityFacts(userId: number): Promise<IdentityFacts> {
    const [profile, groupProfile, entries, followed] = await Promise.all([
      profiles.get(userId),
      profiles.primaryGroupProfile(userId),
      profiles.careerEntries(userId),
      deps.follows.followingCount(userId),
    ]);
    const presented = entries.map(presentCareerEntry);
    return {
      completion: {
        career_stage: groupProfile?.careerStage,
        reason_to_join: groupProfile?.reasonToJoin,
        has_resume: Boolean(profile?.resumeFileId),
        social_linkedin: profile?.socialLinkedin,
        has_institution: Boolean(profile?.institutionId ?? groupProfile?.institutionId),
      },
      career: {
        followed,
        work_experiences: presented.filter((e) => e.type === 'work'),
        education_background: presented.filter((e) => e.type === 'education'),
      },
    };
  }
  // The completion computed from one cached facts object (and brand flag) is the same object each
  // time: GET /identity/ reuses its serialized body while its parts stay the same objects.
  const completions = new WeakMap<object, Map<boolean, ProfileCompletion>>();

  async function view(user: UserRow, viewer: UserRow | null) {
    const [profile, topicLists, groupProfile, work, education, followersCount, followingCount, isFollowing] =
      await Promise.all([
        profiles.get(user.id),
        profiles.topicsOf(user.id),
        profiles.primaryGroupProfile(user.id),
        profiles.careerEntries(user.id, 'work'),
        profiles.careerEntries(user.id, 'education'),
        deps.follows.followersCount('user', user.id),
        deps.follows.followingCount(user.id),
        viewer ? deps.follows.isFollowing(viewer.id, 'user', user.id) : Promise.resolve(false),
      ]);
    const files = await profiles.fileKeys([
      profile?.pictureFileId ?? null,
      profile?.resumeFileId ?? null,
      profile?.videoFileId ?? null,
    ]);
    return presentProfile({
      user,
      profile,
      ...topicLists,
      groupProfile,
      institutionName: await profiles.institutionName(profile?.institutionId ?? null),
      files,
      workCount: work.length,
      educationCount: education.length,
      isPrivateVisible: profilesPolicy.canSeePrivate(viewer, user.id),
      isFollowing,
      followersCount,
      followingCount,
    });
  }

  async function requireTarget(viewer: UserRow, targetUserId: number): Promise<UserRow> {
    const target = targetUserId === viewer.id ? viewer : await users.findById(targetUserId);
    if (!target) throw notFound(PROFILE_MESSAGES.userNotFound);
    if (!profilesPolicy.canEdit(viewer, target.id)) throw forbidden();
    return target;
  }

  /** A user whose profile can be shown (active, not a trial user); 404 with the spec's text otherwise. */
  async function requireVisibleUser(userId: number, viewer: UserRow | null): Promise<UserRow> {
    const user = userId === viewer?.id ? viewer : await users.findById(userId);
    if (!user || !user.isActive || user.isTrialUser) throw notFound(PROFILE_MESSAGES.userNotFound);
    return user;
  }

  return {
    async getBySlug(slug: string, viewer: UserRow | null) {
      const id = await profiles.userIdBySlug(slug);
      const user = id ? await users.findById(id) : undefined;
      if (!user || !user.isActive || user.isTrialUser) throw notFound(PROFILE_MESSAGES.userNotFound);
      return view(user, viewer);
    },

    getOwn: (viewer: UserRow) => view(viewer, viewer),

    requireVisibleUser,

    /** The circles a user is an accepted member of, as far as the viewer may see them (Career Circles tab). */
    async circles(userId: number, viewer: UserRow | null, page: number, pageSize: number) {
      const user = await requireVisibleUser(userId, viewer);
      const { rows, count } = await deps.groups.listMemberCircles(
        user.id,
        { id: viewer?.id ?? null, isStaff: Boolean(viewer?.isStaff) },
        pageSize,
        (page - 1) * pageSize,
      );
      const now = new Date();
      return {
        data: rows.map((row) => presentUserCircle(row, now)),
        pagination: { count, next: page * pageSize < count ? page + 1 : null },
      };
    },

    /**
     * The groups of one type (circle, organization, event) a user is an accepted member of, as far
     * as the viewer may see them: the group connections of /connections/?type=…, latest joined first.
     */
    async groupConnections(
      userId: number,
      viewer: UserRow,
      groupType: 'circle' | 'organization' | 'event',
      query: { page: number; pageSize: number; search?: string | undefined },
    ) {
      const user = await requireVisibleUser(userId, viewer);
      const { page, pageSize } = query;
      const { rows, count } = await deps.groups.listMemberGroups(
        user.id,
        groupType,
        { id: viewer.id, isStaff: viewer.isStaff },
        pageSize,
        (page - 1) * pageSize,
        query.search,
      );
      const now = new Date();
      return {
        data: rows.map((row) => presentUserCircle(row, now)),
        pagination: { count, next: page * pageSize < count ? page + 1 : null },
      };
    },

    async update(viewer: UserRow, targetUserId: number, input: ProfileUpdate, meta: RequestMeta) {
      const target = await requireTarget(viewer, targetUserId);
      if (input.career_advice && !profilesPolicy.canWriteCareerAdvice(target)) {
        throw fieldError('career_advice', PROFILE_MESSAGES.careerAdviceNotAllowed);
      }
      const userChanges: Partial<UserRow> = {};
      if (input.first_name) userChanges.firstName = input.first_name;
      if (input.last_name) userChanges.lastName = input.last_name;
      const isNewAlternate =
        input.alternate_email !== undefined &&
        (input.alternate_email ?? null) !== (target.alternateEmail ?? null);
      if (isNewAlternate) {
        if (input.alternate_email && (await users.isEmailInUse(input.alternate_email, target.id))) {
          throw fieldError('alternate_email', AUTH_MESSAGES.emailTaken);
        }
        userChanges.alternateEmail = input.alternate_email?.toLowerCase() ?? null;
        userChanges.isAlternateEmailVerified = false;
      }
      const changes: ProfileChanges = {};
      for (const [field, column] of Object.entries(TEXT_FIELDS)) {
        const value = input[field as keyof typeof TEXT_FIELDS];
        if (value !== undefined) (changes as Record<string, unknown>)[column] = value === '' ? null : value;
      }
      if (input.interested_services !== undefined) changes.interestedServices = input.interested_services;
      if (input.focus_area !== undefined) changes.focusArea = input.focus_area;

      // The profile, its skills and topics (new ones created), a new institution, the name and the
      // search words change together or not at all.
      await deps.transactions.run(async () => {
        if (input.institution !== undefined) {
          changes.institutionId =
            typeof input.institution === 'string'
              ? (await deps.groups.findOrCreateInstitution(input.institution, viewer.id)).id
              : input.institution;
        }
        await profiles.upsert(target.id, changes);
        if (input.skills)
          await profiles.setTopics(
            target.id,
            'skill',
            await deps.topics.resolveRefs(input.skills, 'skill', viewer.id),
          );
        if (input.topics)
          await profiles.setTopics(
            target.id,
            'general',
            await deps.topics.resolveRefs(input.topics, 'general', viewer.id),
          );
        if (Object.keys(userChanges).length) await users.update(target.id, userChanges);
        await profiles.refreshSearchText(target.id);
      });
      // The code is mailed once the new address is saved (its own write, then the mail queue).
      if (isNewAlternate && input.alternate_email)
        await deps.auth.startAlternateEmailVerification(target.id, meta);

      const updated = (await users.findById(target.id))!;
      return { message: PROFILE_MESSAGES.updated, data: await view(updated, viewer) };
    },

    /**
     * Which part of the registration wizard the user still needs on a site of this configuration,
     * and the identity's career part (follows, work and education entries), from one cached read.
     */
    async identityFactsOf(userId: number, institutional: boolean) {
      const facts = await deps.completionFacts.get(userId, () => loadIdentityFacts(userId));
      let byFlag = completions.get(facts.completion);
      if (!byFlag) completions.set(facts.completion, (byFlag = new Map()));
      let completion = byFlag.get(institutional);
      if (!completion)
        byFlag.set(institutional, (completion = profileCompletion({ ...facts.completion, institutional })));
      return { completion, career: facts.career };
    },

    requireTarget,
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
