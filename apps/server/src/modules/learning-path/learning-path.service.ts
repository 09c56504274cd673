import {
  AGENT_LIMITS,
  LEARNING_TRACK_STEPS,
  LEARNING_TRACK_TITLES,
  tracksInFocusOrder,
  type CareerGoal,
  type LearningItem,
  type LearningPath,
  type LearningProgressInput,
  type LearningStep,
  type RecommendationCard,
} from '@careerhub/shared';
import { AppError } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { LearningPathRepository } from './learning-path.repository.js';
import { STEP_AGENTS, STEP_TEXTS } from './learning-path.steps.js';

/** The parts of the member's own profile the path reads. */
export interface OwnProfileFacts {
  focus_area: CareerGoal;
  group_profile: { career_goal: CareerGoal | null } | null;
  completion_percent: number;
}
export interface PathContent {
  id: number;
  slug: string;
  title: string;
}
export type RecommendedKind = 'resource' | 'use_case' | 'ai_tool' | 'circle' | 'job';
export type ContentKind = 'resource' | 'prompt' | 'career_tip';

/**
 * What the path reads, each from the service of the module that owns it (never their tables):
 * profiles, groups (memberships), jobs (applications), engagement (votes and bookmarks), agents
 * (reports), the assistant (chats), recommendations and contents (the items offered).
 */
export interface LearningPathDeps {
  repo: LearningPathRepository;
  primaryFocus: (hostname: string) => CareerGoal;
  ownProfile: (user: UserRow) => Promise<OwnProfileFacts>;
  /**
   * Kinds the member saved or voted on: use_case, ai_tool, content:resource, content:prompt ...;
   * and job:applied, circle:joined (one statement of the engagement module).
   */
  engagedKinds: (user: UserRow) => Promise<Set<string>>;
  /** Slugs of the agents the member has a report of. */
  reportedAgents: (user: UserRow) => Promise<Set<string>>;
  assistantChats: (user: UserRow) => Promise<number>;
  /** Published agents the member may open. */
  agents: (user: UserRow) => Promise<Array<{ id: number; slug: string; name: string }>>;
  /**
   * The first recommendation of each kind for the member (only what they may see, not what they
   * have): one read of the member's facts, then one statement per kind.
   */
  recommendFirst: (
    user: UserRow,
    kinds: readonly RecommendedKind[],
  ) => Promise<Partial<Record<RecommendedKind, RecommendationCard>>>;
  topContent: (user: UserRow, type: ContentKind) => Promise<PathContent | undefined>;
}

/**
 * The member's focus: a portal preference other than the default "both", else the career answers'
 * goal (which may be "both"), else the brand's primary_focus (decision 0035).
 */
export function focusOf(profile: OwnProfileFacts | undefined, primary: CareerGoal): CareerGoal {
  if (profile && profile.focus_area !== 'both') return profile.focus_area;
  return profile?.group_profile?.career_goal ?? primary;
}

/** A refusal or absence (4xx) reads as "nothing there"; a failure (5xx) still fails the page. */
async function orElse<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) return fallback;
    throw err;
  }
}

const enc = encodeURIComponent;
const recommendedUrl: Record<RecommendedKind, (c: RecommendationCard) => string | null> = {
  resource: (c) => (c.title_slug ? `/resource/${enc(c.title_slug)}` : null),
  use_case: (c) => (c.slug ? `/usecase/${enc(c.slug)}` : null),
  ai_tool: (c) => (c.slug ? `/ai-tool/${enc(c.slug)}` : null),
  circle: (c) => (c.name_slug ? `/circle/${enc(c.name_slug)}` : null),
  job: (c) => (c.slug ? `/job/${enc(c.slug)}` : null),
};

export function createLearningPathService(deps: LearningPathDeps) {
  const { repo } = deps;

  const RECOMMENDED_KINDS: readonly RecommendedKind[] = ['resource', 'use_case', 'ai_tool', 'circle', 'job'];
  function recommended(cards: Partial<Record<RecommendedKind, RecommendationCard>>, kind: RecommendedKind) {
    const card = cards[kind];
    const url = card && recommendedUrl[kind](card);
    if (!card || !url) return undefined;
    return { type: kind, id: card.id, title: card.title ?? card.name ?? '', url } satisfies LearningItem;
  }

  async function content(user: UserRow, type: ContentKind): Promise<LearningItem | undefined> {
    const item = await orElse(deps.topContent(user, type), undefined);
    if (!item) return undefined;
    const url =
      type === 'career_tip' ? `/resourcehub/career-tips/${enc(item.slug)}` : `/resource/${enc(item.slug)}`;
    return { type, id: item.id, title: item.title, url };
  }

  /** The item of each step that has one for this member: one read per kind, all at once. */
  async function itemsFor(user: UserRow): Promise<Partial<Record<LearningStep, LearningItem>>> {
    const [agents, cards, prompt, tip] = await Promise.all([
      orElse(deps.agents(user), []),
      orElse(deps.recommendFirst(user, RECOMMENDED_KINDS), {}),
      content(user, 'prompt'),
      content(user, 'career_tip'),
    ]);
    // A member with no topics yet gets no resource recommended: the first one of the hub then.
    const resource = recommended(cards, 'resource') ?? (await content(user, 'resource'));
    const [useCase, tool, circle, job] = (['use_case', 'ai_tool', 'circle', 'job'] as const).map((kind) =>
      recommended(cards, kind),
    );
    const agent = (slug: string): LearningItem | undefined => {
      const found = agents.find((a) => a.slug === slug);
      return (
        found && { type: 'agent', id: found.id, title: found.name, url: `/careergps/${enc(found.slug)}` }
      );
    };
    return {
      ai_readiness: agent(STEP_AGENTS.ai_readiness),
      interest_explorer: agent(STEP_AGENTS.interest_explorer),
      read_resource: resource,
      explore_use_cases: useCase,
      try_ai_tool: tool,
      save_prompts: prompt,
      read_career_tips: tip,
      join_circle: circle,
      apply_job: job,
      complete_profile: {
        type: 'profile',
        id: user.id,
        title: 'Your profile',
        url: `/profile/${enc(user.nameSlug)}`,
      },
    };
  }

  /** The steps the platform can tell are done, from what the member did. */
  async function seenDone(user: UserRow, profile: OwnProfileFacts | undefined): Promise<Set<LearningStep>> {
    const [engaged, reports, chats] = await Promise.all([
      deps.engagedKinds(user),
      orElse(deps.reportedAgents(user), new Set<string>()),
      orElse(deps.assistantChats(user), 0),
    ]);
    const facts: Record<LearningStep, boolean> = {
      ai_readiness: reports.has(STEP_AGENTS.ai_readiness),
      read_resource: engaged.has('content:resource'),
      explore_use_cases: engaged.has('use_case'),
      try_ai_tool: engaged.has('ai_tool'),
      save_prompts: engaged.has('content:prompt'),
      ask_assistant: chats > 0,
      complete_profile: (profile?.completion_percent ?? 0) > AGENT_LIMITS.profileCompletionPercent,
      interest_explorer: reports.has(STEP_AGENTS.interest_explorer),
      join_circle: engaged.has('circle:joined'),
      read_career_tips: engaged.has('content:career_tip'),
      apply_job: engaged.has('job:applied'),
    };
    return new Set((Object.keys(facts) as LearningStep[]).filter((k) => facts[k]));
  }

  return {
    async get(user: UserRow, hostname: string): Promise<LearningPath> {
      const profile = await orElse(deps.ownProfile(user), undefined);
      const [marked, items, done] = await Promise.all([
        repo.markedSteps(user.id),
        itemsFor(user),
        seenDone(user, profile),
      ]);
      const focus = focusOf(profile, deps.primaryFocus(hostname));
      const tracks = tracksInFocusOrder(focus).map((key) => {
        const steps = LEARNING_TRACK_STEPS[key].map((step, i) => {
          const text = STEP_TEXTS[step];
          const byPlatform = done.has(step);
          const byMember = marked.has(step);
          return {
            key: step,
            number: i + 1,
            title: text.title,
            description: text.description,
            action: text.action,
            item: items[step] ?? text.fallback,
            done: byPlatform || byMember,
            done_by: byPlatform ? ('platform' as const) : byMember ? ('member' as const) : null,
          };
        });
        return {
          key,
          title: LEARNING_TRACK_TITLES[key],
          steps,
          done_count: steps.filter((s) => s.done).length,
        };
      });
      return { focus, tracks };
    },

    async setProgress(user: UserRow, input: LearningProgressInput) {
      await repo.setMarked(user.id, input.step, input.done);
      return { step: input.step, done: input.done };
    },
  };
}
export type LearningPathService = ReturnType<typeof createLearningPathService>;
