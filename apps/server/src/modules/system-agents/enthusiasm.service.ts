import { ENTHUSIASM_LABELS, reasonText } from '@careerhub/shared';
import type { Logger } from 'pino';
import type { Transactions } from '../../platform/db/transactions.js';
import type { WriteRationale } from './agent-rationale.js';
import { enthusiasmRationale, judgeEnthusiasm, type EnthusiasmSignals } from './enthusiasm.rules.js';
import type {
  EnthusiasmFactsRow,
  EnthusiasmRepository,
  EnthusiasmVerdictInput,
} from './enthusiasm.repository.js';
import type { SystemAgentsRepository } from './system-agents.repository.js';

/**
 * The background job of the ai_enthusiasm_ranking agent. Payloads: `{group_id, user_ids}` (a rerun;
 * without user_ids, every accepted member of the organization),
 * `{dirty: true}` (the debounced drain queued by migration 0032's triggers after activity) and
 * `{sweep: true}` (every organization each night at 03:00 UTC, so levels fall when activity stops).
 */
export const RANK_ENTHUSIASM_JOB = 'system-agents.rank-enthusiasm';
export type RankEnthusiasmJob = { group_id: number; user_ids?: number[] } | { dirty: true } | { sweep: true };
/** Batches up to this size get the model's rationale (when configured); bigger ones the rules'. */
export const MODEL_RATIONALE_UP_TO = 25;

export interface EnthusiasmDeps {
  repo: EnthusiasmRepository;
  agents: Pick<SystemAgentsRepository, 'agentByType'>;
  transactions: Transactions;
  logger: Logger;
  writeRationale: WriteRationale;
  /** Drops the groups module's cached member pages after answers changed. */
  membershipsChanged: (groupId: number) => void;
}

const count = (r: EnthusiasmFactsRow, kind: string) => ({
  last90: Number(r[`${kind}_90` as keyof EnthusiasmFactsRow]),
  last30: Number(r[`${kind}_30` as keyof EnthusiasmFactsRow]),
});

export function signalsOf(r: EnthusiasmFactsRow): EnthusiasmSignals {
  return {
    assistant: count(r, 'assistant'),
    contributions: count(r, 'contributions'),
    comments: count(r, 'comments'),
    votes: count(r, 'votes'),
    circlesJoined: count(r, 'circles_joined'),
    circles: Number(r.circles),
  };
}

/** The signals as stored with the verdict (flat, named like the facts). */
const storedSignals = (r: EnthusiasmFactsRow, score: number) => {
  const { user_id: _user, ...counts } = r;
  return {
    ...Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    score,
    window_days: 90,
  };
};

/**
 * The ai_enthusiasm_ranking agent (content-ai-admin.md 3, 4; decision 0040): a member's level
 * (Champion, Active, Curious, Dormant) from weighted activity over 90 days — assistant use,
 * contributions, votes, circles joined — by rules with reason codes, signal values and a
 * confidence, computed a batch of members per statement. An administrator's level is kept
 * (the batch upsert never replaces an override; overrides are written by system-agents.service).
 */
export function createEnthusiasmService(deps: EnthusiasmDeps) {
  const { repo } = deps;
  const agent = () => deps.agents.agentByType('ai_enthusiasm_ranking');

  /** Ranks these members of one organization (one facts read, one write). */
  async function rankMembers(groupId: number, userIds: number[]): Promise<number> {
    const ranking = await agent();
    if (!ranking || userIds.length === 0) return 0;
    const facts = await repo.facts(groupId, userIds);
    const useModel = facts.length <= MODEL_RATIONALE_UP_TO;
    const verdicts: EnthusiasmVerdictInput[] = [];
    for (const row of facts) {
      const signals = signalsOf(row);
      const v = judgeEnthusiasm(signals);
      const fallback = enthusiasmRationale(signals, v);
      const stored = storedSignals(row, v.score);
      const rationale = useModel
        ? await deps.writeRationale({
            agent: 'ai_enthusiasm_ranking',
            verdict: ENTHUSIASM_LABELS[v.level],
            reasons: v.reasons.map((code) => ({ code, text: reasonText(code) })),
            signals: stored,
            fallback,
          })
        : fallback;
      verdicts.push({
        user_id: row.user_id,
        status: v.status,
        level: v.level,
        confidence: v.confidence,
        reasons: v.reasons,
        signals: stored,
        rationale,
      });
    }
    const saved = await deps.transactions.run(() => repo.saveBatch(ranking.id, groupId, verdicts));
    deps.membershipsChanged(groupId);
    return saved;
  }

  /** Every accepted member of an organization, a keyset page at a time. */
  async function rankOrganization(groupId: number): Promise<number> {
    let after = 0;
    let total = 0;
    for (;;) {
      const page = await repo.memberPage(groupId, after);
      if (page.length === 0) return total;
      total += await rankMembers(groupId, page);
      after = page.at(-1)!;
    }
  }

  /** Ranks the members marked by recent activity, in each organization they belong to. */
  async function drainDirty(): Promise<number> {
    let total = 0;
    for (;;) {
      const users = await repo.takeDirty();
      if (users.length === 0) return total;
      try {
        for (const org of await repo.organizationsOf(users))
          total += await rankMembers(org.group_id, org.user_ids);
      } catch (error) {
        await repo.markDirty(users);
        throw error;
      }
    }
  }

  return {
    rankMembers,
    rankOrganization,
    drainDirty,

    /** The job's handler. */
    async run(job: RankEnthusiasmJob) {
      if ('group_id' in job)
        return job.user_ids ? rankMembers(job.group_id, job.user_ids) : rankOrganization(job.group_id);
      if ('dirty' in job) return drainDirty();
      // The next sweep is queued first, so a failing one does not end the daily chain.
      await repo.queueSweep(RANK_ENTHUSIASM_JOB);
      let total = 0;
      for (const orgId of await repo.organizationIds()) total += await rankOrganization(orgId);
      deps.logger.info({ ranked: total }, 'enthusiasm sweep done');
      return total;
    },
  };
}
export type EnthusiasmService = ReturnType<typeof createEnthusiasmService>;
