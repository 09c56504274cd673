import { wordCount, type UseCaseVerdict } from '@careerhub/shared';
import type { Logger } from 'pino';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { AuditEntry } from '../audit/audit.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import type { SystemAgentsRepository } from './system-agents.repository.js';
import type { CurationRepository, UseCaseVerdictRow } from './usecase-curation.repository.js';
import { countLinks, judgeUseCase, type QualityLevel } from './usecase-curation.rules.js';

/** The background job that judges one use case (on submission, edit and rerun). */
export const CURATE_USE_CASE_JOB = 'system-agents.curate-use-case';
export interface CurateUseCaseJob {
  use_case_id: number;
}

export interface CurationDeps {
  repo: CurationRepository;
  agents: Pick<SystemAgentsRepository, 'agentByType'>;
  transactions: Transactions;
  jobs: JobQueue;
  logger: Logger;
}

export const presentUseCaseVerdict = (r: UseCaseVerdictRow): UseCaseVerdict => ({
  system_agent_id: r.agent_id,
  agent_type: 'usecase_curation',
  use_case_id: r.entity_id,
  quality_level: r.status as QualityLevel,
  confidence: Number(r.confidence),
  reasons: r.reasons,
  signals: r.signals,
  overridden: r.overridden_by !== null,
  run_at: new Date(r.run_at).toISOString(),
});

/**
 * The usecase_curation agent (content-ai-admin.md 3, 4): a use case's quality (high, medium, low,
 * reject) from completeness, length, links and near-duplicates, by rules with reason codes, the
 * signals' values and a confidence. An administrator's override is kept through reruns.
 */
export function createCurationService(deps: CurationDeps) {
  const { repo } = deps;
  const agent = () => deps.agents.agentByType('usecase_curation');

  async function curate(useCaseId: number) {
    const curation = await agent();
    if (!curation) return null;
    const previous = await repo.verdictOf(curation.id, useCaseId);
    if (previous?.overridden_by) return null;
    const facts = await repo.facts(useCaseId);
    if (!facts) return null;
    const text = `${facts.description}\n${facts.reason ?? ''}`;
    const signals = {
      description_words: wordCount(facts.description),
      reason_words: wordCount(facts.reason ?? ''),
      completeness: facts.fields ? Math.round((facts.filled / facts.fields) * 100) / 100 : 0,
      ai_tools: facts.ai_tools,
      has_media: facts.has_media,
      links: countLinks(text),
      max_similarity: Math.round(Number(facts.max_similarity) * 100) / 100,
      similar_use_case_id: facts.similar_id,
      exact_duplicates: facts.exact_duplicates,
    };
    const verdict = judgeUseCase({
      title: facts.title,
      descriptionWords: signals.description_words,
      reasonWords: signals.reason_words,
      completeness: signals.completeness,
      aiTools: signals.ai_tools,
      hasMedia: signals.has_media,
      links: signals.links,
      maxSimilarity: signals.max_similarity,
      exactDuplicate: signals.exact_duplicates > 0,
    });
    return deps.transactions.run(() =>
      repo.save({
        agentId: curation.id,
        groupId: facts.group_id,
        useCaseId,
        status: verdict.quality_level,
        confidence: verdict.confidence,
        reasons: verdict.reasons,
        signals: { ...signals, score: verdict.score },
        rationale: null,
        overriddenBy: null,
      }),
    );
  }

  return {
    curate,
    /** Queues a review (after a submission or an edit); a failure to queue is logged, not thrown. */
    async enqueue(useCaseId: number) {
      try {
        await deps.jobs.enqueue<CurateUseCaseJob>(CURATE_USE_CASE_JOB, { use_case_id: useCaseId });
      } catch (error) {
        deps.logger.warn({ err: error, useCaseId }, 'could not queue the use case review');
      }
    },
    /** The administrator's quality, kept with the earlier reasons and written to the audit log. */
    async override(input: {
      agentId: number;
      useCaseId: number;
      groupId: number;
      quality: QualityLevel;
      note: string | null;
      actorId: number;
      audit: (details: Record<string, unknown>) => AuditEntry;
    }) {
      const previous = await repo.verdictOf(input.agentId, input.useCaseId);
      const row = await deps.transactions.run(async () => {
        const saved = await repo.save({
          agentId: input.agentId,
          groupId: input.groupId,
          useCaseId: input.useCaseId,
          status: input.quality,
          confidence: 1,
          reasons: [
            'OVERRIDDEN_BY_ADMIN',
            ...(previous?.reasons ?? []).filter((r) => r !== 'OVERRIDDEN_BY_ADMIN'),
          ],
          signals: { previous_quality: previous?.status ?? null, note: input.note },
          rationale: input.note,
          overriddenBy: input.actorId,
        });
        await insertAuditEntry(
          deps.transactions.db,
          input.audit({
            agent: 'usecase_curation',
            previous: previous?.status ?? null,
            quality_level: input.quality,
            note: input.note,
          }),
        );
        // An administrator's verdict is always written (only an agent's gives way to one).
        return saved!;
      });
      return presentUseCaseVerdict(row);
    },
  };
}
export type CurationService = ReturnType<typeof createCurationService>;
