import {
  ADMIN_MESSAGES as M,
  ENTHUSIASM_LEVEL_OF_STATUS,
  ENTHUSIASM_STATUS,
  reasonText,
  VERDICT_LABELS,
  type EnthusiasmLevel,
  type OverrideEnthusiasmInput,
  type OverrideUseCaseVerdictInput,
  type OverrideVerdictInput,
  type RerunSystemAgentInput,
  type SystemAgentType,
  type VerdictStatus,
} from '@careerhub/shared';
import MailChecker from 'mailchecker';
import type { Logger } from 'pino';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import { actorRoleOf, organizationOf } from '../audit/audit.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { WriteRationale } from './agent-rationale.js';
import { RANK_ENTHUSIASM_JOB, type RankEnthusiasmJob } from './enthusiasm.service.js';
import { judgeRegistration } from './registration-approval.rules.js';
import type { SystemAgentsRepository, VerdictRow } from './system-agents.repository.js';
import type { CurationRepository } from './usecase-curation.repository.js';
import {
  CURATE_USE_CASE_JOB,
  type CurateUseCaseJob,
  type CurationService,
} from './usecase-curation.service.js';

/** The agents that work today: all three of the spec. */
const WORKING_AGENTS = ['registration_approval', 'ai_enthusiasm_ranking', 'usecase_curation'];

/** The background job that reviews one member of one organization. */
export const REVIEW_MEMBER_JOB = 'system-agents.review-member';
export interface ReviewMemberJob {
  group_id: number;
  user_id: number;
}

export interface SystemAgentsDeps {
  repo: SystemAgentsRepository;
  transactions: Transactions;
  jobs: JobQueue;
  logger: Logger;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  groupOf: (
    groupId: number,
  ) => Promise<{ id: number; groupType: string; parentId: number | null } | undefined>;
  /** Drops the groups module's cached member pages after an agent's answer changed. */
  membershipsChanged: (groupId: number) => void;
  curation: CurationService;
  curationRepo: Pick<CurationRepository, 'useCaseIdsIn' | 'groupOf'>;
  /** The model's rationale when one is configured, else the rules' (agent-rationale.ts). */
  writeRationale: WriteRationale;
}

export const presentVerdict = (r: VerdictRow) => ({
  system_agent_id: r.agent_id,
  agent_type: r.agent_type as SystemAgentType,
  user_id: r.entity_id,
  status: r.status as VerdictStatus,
  level: (r.level ?? null) as EnthusiasmLevel | null,
  confidence: Number(r.confidence),
  reasons: r.reasons,
  signals: r.signals,
  rationale: r.rationale,
  overridden: r.overridden_by !== null,
  run_at: new Date(r.run_at).toISOString(),
});

/**
 * The system agents (content-ai-admin.md 3, 7.1): registration_approval reviews people who join
 * an organization and ai_enthusiasm_ranking ranks members (enthusiasm.service.ts), by rules; the
 * rationale is the model's when one is configured, else the rules'. Verdicts are kept with their
 * reason codes, signal values and confidence; administrators rerun or override.
 */
export function createSystemAgentsService(deps: SystemAgentsDeps) {
  const { repo } = deps;

  async function requireAdmin(user: UserRow, groupId: number) {
    const viewer = await deps.viewerOf(user, groupId);
    if (!groupsPolicy.isAdmin(viewer)) throw forbidden(M.notAdmin);
    const group = await deps.groupOf(groupId);
    if (!group) throw notFound();
    return { viewer, group };
  }

  /** Runs registration_approval on one member; an administrator's override is kept. */
  async function reviewMember(groupId: number, userId: number) {
    const agent = await repo.agentByType('registration_approval');
    if (!agent) return null;
    const previous = await repo.verdictOf(agent.id, groupId, userId);
    if (previous?.overridden_by) return null;
    const facts = await repo.registrationFacts(groupId, userId);
    if (!facts) return null;
    const required = facts.questions.filter((q) => q.required);
    const answered = required.filter((q) => {
      const a = facts.answers[q.id];
      return a !== undefined && a !== null && String(a).trim() !== '';
    });
    const signals = {
      email_domain: facts.email.slice(facts.email.lastIndexOf('@') + 1).toLowerCase(),
      organization_domain: facts.domain,
      disposable_email: !MailChecker.isValid(facts.email),
      is_verified: facts.is_verified,
      profile_completeness: facts.fields ? Math.round(((facts.filled ?? 0) / facts.fields) * 100) / 100 : 0,
      same_name_members: facts.same_name,
      lookalike_members: facts.lookalike,
      required_questions: required.length,
      required_answered: answered.length,
      network: facts.network,
      signups_from_network: facts.burst,
    };
    const verdict = judgeRegistration({
      email: facts.email,
      organizationDomain: facts.domain,
      isDisposableEmail: signals.disposable_email,
      isVerified: facts.is_verified,
      firstName: facts.first_name,
      lastName: facts.last_name,
      profileCompleteness: signals.profile_completeness,
      sameNameMembers: facts.same_name,
      lookalikeMembers: facts.lookalike,
      requiredQuestions: required.length,
      requiredAnswered: answered.length,
      signupsFromNetwork: facts.burst,
    });
    const label = VERDICT_LABELS[verdict.status];
    const rationale = await deps.writeRationale({
      agent: 'registration_approval',
      verdict: label,
      reasons: verdict.reasons.map((code) => ({ code, text: reasonText(code) })),
      signals: { ...signals, score: verdict.score },
      fallback: `${label}: ${verdict.reasons.map(reasonText).join(' ')}`,
    });
    const row = await deps.transactions.run(() =>
      repo.saveVerdict({
        agentId: agent.id,
        groupId,
        userId,
        status: verdict.status,
        confidence: verdict.confidence,
        reasons: verdict.reasons,
        signals: { ...signals, score: verdict.score },
        rationale,
        overriddenBy: null,
      }),
    );
    // Null: an administrator overrode the member while this run was working; their verdict stands.
    if (row) deps.membershipsChanged(groupId);
    return row;
  }

  /** An administrator sets the quality of a use case of their organization (audited). */
  async function overrideUseCase(user: UserRow, input: OverrideUseCaseVerdictInput) {
    const { viewer, group } = await requireAdmin(user, input.group_id);
    const agent = await repo.agentById(input.system_agent_id);
    if (!agent || agent.agent_type !== 'usecase_curation') throw badRequest(M.unknownAgent);
    const [useCaseId] = await deps.curationRepo.useCaseIdsIn(input.group_id, [input.use_case_id]);
    const groupId = useCaseId ? await deps.curationRepo.groupOf(useCaseId) : null;
    if (!useCaseId || !groupId) throw badRequest(M.notOrganizationUseCase);
    const data = await deps.curation.override({
      agentId: agent.id,
      useCaseId,
      groupId,
      quality: input.quality_level,
      note: input.note ?? null,
      actorId: user.id,
      audit: (details) => ({
        actorId: user.id,
        actorRole: actorRoleOf(viewer),
        action: 'agent.override',
        targetType: 'use_case',
        targetId: useCaseId,
        groupId: group.id,
        organizationId: organizationOf(group),
        details,
      }),
    });
    return { message: M.overridden, data };
  }

  return {
    reviewMember,

    async list(user: UserRow, groupId: number, entity: string) {
      await requireAdmin(user, groupId);
      const agents = await repo.agents(entity);
      // Only the agents that work today are offered.
      return {
        data: agents
          .filter((a) => WORKING_AGENTS.includes(a.agent_type))
          .map((a) => ({
            id: a.id,
            agent_type: a.agent_type as SystemAgentType,
            name: a.name,
            entity: a.entity as 'user' | 'use_case',
          })),
      };
    },

    async verdicts(user: UserRow, groupId: number, userIds: number[]) {
      await requireAdmin(user, groupId);
      return { data: (await repo.verdicts(groupId, userIds)).map(presentVerdict) };
    },

    async rerun(user: UserRow, input: RerunSystemAgentInput) {
      await requireAdmin(user, input.group_id);
      const agent = await repo.agentById(input.system_agent_id);
      if (!agent) throw badRequest(M.unknownAgent);
      if (agent.entity !== input.content_type || !WORKING_AGENTS.includes(agent.agent_type))
        throw badRequest(M.wrongEntity);
      const wanted = [...new Set(input.content_ids)];
      if (agent.agent_type === 'usecase_curation') {
        const mine = await deps.curationRepo.useCaseIdsIn(input.group_id, wanted);
        if (mine.length !== wanted.length) throw badRequest(M.notOrganizationUseCase);
        for (const id of mine)
          await deps.jobs.enqueue<CurateUseCaseJob>(CURATE_USE_CASE_JOB, { use_case_id: id });
        return { message: M.rerunDone, queued: mine.length };
      }
      const members = await repo.memberIds(input.group_id, wanted);
      if (members.length !== wanted.length) throw badRequest(M.notMember);
      if (agent.agent_type === 'ai_enthusiasm_ranking') {
        // One job ranks them all in one statement.
        await deps.jobs.enqueue<RankEnthusiasmJob>(RANK_ENTHUSIASM_JOB, {
          group_id: input.group_id,
          user_ids: members,
        });
        return { message: M.rerunDone, queued: members.length };
      }
      for (const userId of members) {
        await deps.jobs.enqueue<ReviewMemberJob>(REVIEW_MEMBER_JOB, {
          group_id: input.group_id,
          user_id: userId,
        });
      }
      return { message: M.rerunDone, queued: members.length };
    },

    async override(
      user: UserRow,
      input: OverrideVerdictInput | OverrideUseCaseVerdictInput | OverrideEnthusiasmInput,
    ) {
      if ('use_case_id' in input) return overrideUseCase(user, input);
      const { viewer, group } = await requireAdmin(user, input.group_id);
      const agent = await repo.agentById(input.system_agent_id);
      if (!agent || agent.entity !== 'user') throw badRequest(M.unknownAgent);
      const isRanking = agent.agent_type === 'ai_enthusiasm_ranking';
      // A level is the ranking's answer only; a plain status given to the ranking means its level.
      if ('level' in input && !isRanking) throw badRequest(M.wrongEntity);
      const level: EnthusiasmLevel | null = isRanking
        ? 'level' in input
          ? input.level
          : ENTHUSIASM_LEVEL_OF_STATUS[input.status]
        : null;
      const status = level ? ENTHUSIASM_STATUS[level] : (input as OverrideVerdictInput).status;
      const [member] = await repo.memberIds(input.group_id, [input.user_id]);
      if (!member) throw badRequest(M.notMember);
      const previous = await repo.verdictOf(agent.id, input.group_id, input.user_id);
      const row = await deps.transactions.run(async () => {
        const saved = await repo.saveVerdict({
          agentId: agent.id,
          groupId: input.group_id,
          userId: input.user_id,
          status,
          level,
          confidence: 1,
          reasons: [
            'OVERRIDDEN_BY_ADMIN',
            ...(previous?.reasons ?? []).filter((r) => r !== 'OVERRIDDEN_BY_ADMIN'),
          ],
          signals: {
            previous_status: previous?.status ?? null,
            ...(isRanking ? { previous_level: previous?.level ?? null } : {}),
            note: input.note ?? null,
          },
          rationale: input.note ?? null,
          overriddenBy: user.id,
        });
        await insertAuditEntry(deps.transactions.db, {
          actorId: user.id,
          actorRole: actorRoleOf(viewer),
          action: 'agent.override',
          targetType: 'user',
          targetId: input.user_id,
          groupId: group.id,
          organizationId: organizationOf(group),
          details: {
            agent: agent.agent_type,
            previous: previous?.status ?? null,
            status,
            ...(level ? { previous_level: previous?.level ?? null, level } : {}),
            note: input.note ?? null,
          },
        });
        // An administrator's verdict is always written (only an agent's gives way to one).
        return saved!;
      });
      deps.membershipsChanged(input.group_id);
      return { message: M.overridden, data: presentVerdict(row) };
    },
  };
}
export type SystemAgentsService = ReturnType<typeof createSystemAgentsService>;
