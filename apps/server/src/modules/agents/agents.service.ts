import { LRUCache } from 'lru-cache';
import {
  AGENT_LIMITS as L,
  AGENT_MESSAGES as M,
  agentAccess,
  agentReportSchema,
  agentUsageLimitOf,
  type AgentAccess,
  type AgentFeedback,
  type AgentReport,
  type UserSubscription,
} from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import type { FindMatches } from './agents.matches.js';
import {
  presentAgent,
  presentAgentDetail,
  presentReport,
  presentReportItem,
  presentStep,
} from './agents.presenter.js';
import type { AgentRow, AgentsRepository } from './agents.repository.js';
import type { WriteProse } from './agents.llm-prose.js';
import { createStageRunner } from './agents.runs.js';

export interface AgentsDeps {
  repo: AgentsRepository;
  transactions: Transactions;
  users: UsersRepository;
  /**
   * The member's plan (payments): user_subscription (tier, can_use_premium_agents) and the plan's
   * own CareerGPS usage limit (null: the tier's default).
   */
  planOf: (user: UserRow) => Promise<{ flags: UserSubscription; agentUsageLimit: number | null }>;
  /** The user's profile completion percent on a site (the profile-source gate, spec 5). */
  completionOf: (userId: number, institutional: boolean) => Promise<number>;
  findMatches: FindMatches;
  writeProse: WriteProse;
  now?: () => Date;
}

type Viewer = UserRow | null;
const DAY = 86_400_000;
/** Completed reports do not change: the public answer (no viewer) is kept briefly per slug. */
const PUBLIC_REPORT_TTL_MS = 30_000;
const page = (n: number, size: number, count: number) => ({
  count,
  next: n * size < count ? n + 1 : null,
});

/** CareerGPS: agents as data, their runs and reports, access and usage. */
export function createAgentsService(deps: AgentsDeps) {
  const { repo, planOf, now = () => new Date() } = deps;
  async function accessOf(user: Viewer, agent: Pick<AgentRow, 'isPremium'>): Promise<AgentAccess> {
    return agentAccess(user ? await viewerOf(user) : null, agent);
  }
  async function viewerOf(user: UserRow) {
    const registered = !user.isTrialUser;
    if (user.isStaff || !registered)
      return {
        isStaff: user.isStaff,
        isRegistered: registered,
        canUsePremiumAgents: false,
        usageCount: 0,
        usageLimit: null,
      };
    const { flags, agentUsageLimit } = await planOf(user);
    const usageLimit = agentUsageLimitOf(flags.applied_membership_tier, agentUsageLimit);
    return {
      isStaff: false,
      isRegistered: true,
      canUsePremiumAgents: flags.can_use_premium_agents,
      usageCount: await repo.usageOf(user.id, new Date(now().getTime() - L.usageWindowDays * DAY)),
      usageLimit,
    };
  }
  async function visibleAgent(user: Viewer, agent: AgentRow | undefined) {
    if (!agent || (!agent.isPublished && !user?.isStaff)) throw notFound(M.agentNotFound);
    return agent;
  }
  const runStage = createStageRunner({ ...deps, now, visibleAgent, accessOf });

  // A shared report is read by everyone who opens the link: the public answer (no viewer, no log)
  // is kept in memory for a short while, with its JSON checked against the response schema once
  // (about 10 KB: serialising it per request was most of the call's time). Misses of one slug
  // share one load; a claim at sign-up or a staff edit of an agent drops it.
  const publicReports = new LRUCache<string, { report: AgentReport; json: string }>({
    max: 1000,
    ttl: PUBLIC_REPORT_TTL_MS,
    fetchMethod: async (slug) => {
      const found = await repo.findReportBySlug(slug);
      // Not found (or not completed yet) is not kept: the run may complete a moment later.
      if (!found) return undefined;
      const report = presentReport(found, null, null);
      return { report, json: JSON.stringify(agentReportSchema.parse(report)) };
    },
  });
  const requireStaff = (user: UserRow) => {
    if (!user.isStaff) throw forbidden();
  };

  return {
    async list(user: Viewer, query: { page: number; page_size: number; agent_type?: string | undefined }) {
      const { rows, count } = await repo.listAgents({
        includeUnpublished: Boolean(user?.isStaff),
        ...(query.agent_type ? { agentType: query.agent_type } : {}),
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const usage = await repo.usageByAgent();
      const viewer = user ? await viewerOf(user) : null;
      return {
        data: rows.map((a) => presentAgent(a, usage.get(a.id) ?? 0, agentAccess(viewer, a))),
        pagination: page(query.page, query.page_size, count),
      };
    },

    async detail(user: Viewer, slug: string) {
      const agent = await visibleAgent(user, await repo.findAgentBySlug(slug));
      const [steps, usage, access] = await Promise.all([
        repo.stepsOf(agent.id),
        repo.usageByAgent(),
        accessOf(user, agent),
      ]);
      return presentAgentDetail(agent, usage.get(agent.id) ?? 0, access, steps, Boolean(user?.isStaff));
    },

    /** The member's usage (registered users only: spec 6). */
    async metrics(user: UserRow) {
      if (user.isTrialUser) throw forbidden();
      const viewer = await viewerOf(user);
      const { count } = await repo.listReports({ userId: user.id, limit: 1, offset: 0 });
      return {
        usage_count: viewer.usageCount,
        usage_limit: viewer.usageLimit,
        remaining: viewer.usageLimit === null ? null : Math.max(0, viewer.usageLimit - viewer.usageCount),
        window_days: L.usageWindowDays,
        can_use_premium_agents: viewer.isStaff || viewer.canUsePremiumAgents,
        reports_count: count,
      };
    },

    process: runStage,

    async reports(
      user: UserRow,
      query: {
        page: number;
        page_size: number;
        user_id?: number | undefined;
        created_by?: number | undefined;
      },
    ) {
      if (
        !user.isStaff &&
        ((query.user_id && query.user_id !== user.id) || (query.created_by && query.created_by !== user.id))
      )
        throw forbidden();
      const userId = user.isStaff
        ? query.user_id
        : (query.user_id ?? (query.created_by ? undefined : user.id));
      const { rows, count } = await repo.listReports({
        ...(userId ? { userId } : {}),
        ...(query.created_by ? { createdById: query.created_by } : {}),
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { data: rows.map(presentReportItem), pagination: page(query.page, query.page_size, count) };
    },

    async report(user: Viewer, slug: string) {
      if (!user) {
        const cached = await publicReports.fetch(slug);
        if (!cached) throw notFound(M.reportNotFound);
        return cached.report;
      }
      const found = await repo.findReportBySlug(slug);
      if (!found) throw notFound(M.reportNotFound);
      const mine =
        user && found.report.userId === user.id ? await repo.feedbackOf(found.report.id, user.id) : undefined;
      return presentReport(found, user, mine ? { rating: mine.rating, feedback: mine.feedback } : null);
    },

    /** A report to download: its owner and staff only (spec 2.12). */
    async reportForDownload(user: UserRow, slug: string) {
      const found = await repo.findReportBySlug(slug);
      if (!found) throw notFound(M.reportNotFound);
      if (found.report.userId !== user.id && !user.isStaff) throw forbidden();
      return presentReport(found, user, null);
    },

    /** The public page's data (Open Graph): a completed report, or null. */
    async publicReport(slug: string) {
      return (await publicReports.fetch(slug))?.report ?? null;
    },

    /** The public answer's JSON, made once per report while it is cached. */
    async publicReportJson(slug: string): Promise<string> {
      const cached = await publicReports.fetch(slug);
      if (!cached) throw notFound(M.reportNotFound);
      return cached.json;
    },

    /** A report changed (claimed at sign-up): its cached public answer is dropped. */
    forgetReport(slug: string) {
      publicReports.delete(slug);
    },

    async feedback(user: UserRow, input: AgentFeedback) {
      const report = await repo.findReport(input.response_id);
      if (!report || report.status !== 'completed') throw notFound(M.reportNotFound);
      if (report.userId !== user.id) throw forbidden(M.notYours);
      await repo.saveFeedback(report.id, user.id, input.rating, input.feedback);
      return {
        response_id: report.id,
        rating: input.rating,
        feedback: input.feedback,
        message: M.feedbackThanks,
      };
    },

    async updateAgent(user: UserRow, id: number, changes: Record<string, unknown>) {
      requireStaff(user);
      const agent = await repo.findAgent(id);
      if (!agent) throw notFound(M.agentNotFound);
      const c = changes as {
        name?: string;
        description?: string;
        is_premium?: boolean;
        is_published?: boolean;
        can_chat?: boolean;
      };
      await repo.updateAgent(id, {
        ...(c.name !== undefined ? { name: c.name } : {}),
        ...(c.description !== undefined ? { description: c.description } : {}),
        ...(c.is_premium !== undefined ? { isPremium: c.is_premium } : {}),
        ...(c.is_published !== undefined ? { isPublished: c.is_published } : {}),
        ...(c.can_chat !== undefined ? { canChat: c.can_chat } : {}),
      });
      publicReports.clear(); // reports show the agent's name
      return this.detail(user, agent.slug);
    },

    async updateStep(user: UserRow, id: number, changes: Record<string, string | undefined>) {
      requireStaff(user);
      const step = await repo.findStep(id);
      if (!step) throw notFound(M.stepNotFound);
      const map = {
        header_text: 'headerText',
        loading_text: 'loadingText',
        description: 'description',
        next_text: 'nextText',
        user_prompt: 'userPrompt',
      } as const;
      const set: Record<string, string> = {};
      for (const [k, column] of Object.entries(map)) if (changes[k] !== undefined) set[column] = changes[k];
      const row = Object.keys(set).length ? await repo.updateStep(id, set) : step;
      return presentStep(row ?? step, true);
    },
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
