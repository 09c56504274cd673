import { randomBytes } from 'node:crypto';
import {
  AGENT_LIMITS as L,
  AGENT_MESSAGES as M,
  type AgentAccess,
  type AgentProcessInput,
  type AgentProcessResult,
} from '@careerhub/shared';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { UserRow, UsersRepository } from '../auth/users.repository.js';
import { checkStageAnswers } from './agents.answers.js';
import type { WriteProse } from './agents.llm-prose.js';
import type { FindMatches } from './agents.matches.js';
import { stepInfoOf } from './agents.presenter.js';
import { buildReport } from './agents.report.js';
import type { AgentRow, AgentsRepository } from './agents.repository.js';
import { scoreReadiness } from './instruments/readiness.js';
import { scoreRiasec } from './instruments/riasec.js';

type Viewer = UserRow | null;

/** What a stage hands back before the report: the scores so far (they never change later). */
function stageOutput(engine: string, answers: Record<string, unknown>): Record<string, unknown> {
  try {
    if (engine === 'interest_explorer') {
      const r = scoreRiasec(answers as Record<string, number>);
      return { code: r.code, scores: Object.fromEntries(r.scales.map((s) => [s.scale, s.score])) };
    }
    if (engine === 'ai_readiness') {
      const r = scoreReadiness(answers as Record<string, boolean>);
      return { level: r.level, percent: r.percent };
    }
  } catch {
    /* a stage that is not the scored one */
  }
  return { received: Object.keys(answers).length };
}

const logMessage = (type: string, content: string, extra: Record<string, unknown> = {}) => ({
  type,
  content,
  tool_calls: [],
  usage_metadata: null,
  artifact: null,
  ...extra,
});

/**
 * Runs a stage at its final input step (spec 4 "Agent flow"): checks access, the stage's order
 * and its answers, then stores them in the run keyed by the client's session. The last stage
 * builds the report. A retry with the same session updates the same run; once the report
 * exists every retry answers it again, never a second one.
 */

export interface StageRunnerDeps {
  repo: AgentsRepository;
  transactions: Transactions;
  users: UsersRepository;
  findMatches: FindMatches;
  now: () => Date;
  /** The agent if the viewer may see it (404 otherwise). */
  visibleAgent: (user: Viewer, agent: AgentRow | undefined) => Promise<AgentRow>;
  accessOf: (user: Viewer, agent: Pick<AgentRow, 'isPremium'>) => Promise<AgentAccess>;
  completionOf: (userId: number, institutional: boolean) => Promise<number>;
  /** The prose by a language model when one is configured; the template's otherwise. */
  writeProse: WriteProse;
}

/** Where a stage is run: an institutional site counts the institution in profile completion. */
export interface StageSite {
  institutional: boolean;
}

/** A run's stages (POST agents/process/{agent}/{step}/), apart from the rest of the service. */
export function createStageRunner({
  repo,
  transactions,
  users,
  findMatches,
  now,
  visibleAgent,
  accessOf,
  completionOf,
  writeProse,
}: StageRunnerDeps) {
  async function runStage(
    user: Viewer,
    agentId: number,
    order: number,
    input: AgentProcessInput,
    site: StageSite = { institutional: false },
  ): Promise<AgentProcessResult> {
    const agent = await visibleAgent(user, await repo.findAgent(agentId));
    const steps = await repo.stepsOf(agent.id);
    const step = steps.find((s) => s.order === order);
    if (!step) throw notFound(M.stepNotFound);

    let owner: UserRow | null = user;
    if (input.user_id && input.user_id !== user?.id) {
      if (!user?.isStaff) throw forbidden(M.beneficiaryStaffOnly);
      owner = (await users.findById(input.user_id)) ?? null;
      if (!owner) throw badRequest(M.beneficiaryNotFound, { user_id: [M.beneficiaryNotFound] });
    }
    const access = await accessOf(user, agent);
    if (!access.allowed)
      throw new AppError(403, M.reasons[access.reason], {
        detail: access.reason,
        non_field_errors: [M.reasons[access.reason]],
      });

    const run = await repo.findRun(agent.id, input.session);
    if (run && run.userId !== (owner?.id ?? null)) throw notFound(M.reportNotFound);
    const last = steps[steps.length - 1]!;
    if (run?.status === 'completed')
      return {
        step: order,
        status: 'completed',
        report_slug: run.slug,
        next_step: null,
        data: { output_data: run.outputData },
      };

    const missing = steps.find((s) => s.order < order && !(run?.stepOutputs ?? {})[String(s.order)]);
    if (missing)
      throw badRequest(M.stepOutOfOrder(missing.headerText), {
        step: [M.stepOutOfOrder(missing.headerText)],
      });

    const variant = owner && !owner.isTrialUser ? 'authenticated' : 'unauthenticated';
    const inputs = stepInfoOf(step).input_steps[variant];
    // The profile-source step's gate (spec 5), on the person the report is for.
    if (owner && inputs.some((s) => s.type === 'auth_profile_source')) {
      const percent = await completionOf(owner.id, site.institutional);
      if (percent <= L.profileCompletionPercent) {
        const message = M.profileCompletion(L.profileCompletionPercent);
        throw badRequest(message, { _profile: [message] });
      }
    }
    const checked = checkStageAnswers(inputs, input.user_response);
    if (!checked.ok) throw badRequest(M.invalidAnswers, checked.fieldErrors);

    const answers = { ...(run?.answers ?? {}), [String(order)]: checked.answers };
    const isLast = step.id === last.id;
    const started = Date.now();
    const registration = Object.assign({}, ...Object.values(answers)) as Record<string, unknown>;
    const built = isLast
      ? await buildReport(
          {
            engine: agent.engine as Parameters<typeof buildReport>[0]['engine'],
            answers,
            firstName:
              owner?.firstName ||
              (typeof registration.first_name === 'string' ? registration.first_name : null),
            viewer: { id: owner?.id ?? 0, isStaff: Boolean(owner?.isStaff) },
          },
          findMatches,
        )
      : null;
    const output = built ? await writeProse(built, step.userPrompt || null) : null;
    const stepData = output ? { output_data: output } : stageOutput(agent.engine, checked.answers);
    const log = [
      logMessage('human', JSON.stringify(checked.answers), { step: order }),
      ...(input.user_prompt ? [logMessage('system', input.user_prompt, { step: order })] : []),
      logMessage('ai', output ? output.message : JSON.stringify(stepData), {
        step: order,
        usage_metadata: { engine: output?.engine ?? 'builtin', ms: Date.now() - started },
        ...(output ? { artifact: { headline: output.headline, matches: output.matches.length } } : {}),
      }),
    ];

    const saved = await transactions.run(async () => {
      const current =
        run ??
        (await repo.insertRun({
          slug: `${agent.slug}-${randomBytes(5).toString('hex')}`,
          agentId: agent.id,
          userId: owner?.id ?? null,
          createdById: user?.id ?? null,
          sessionKey: input.session,
        })) ??
        (await repo.findRun(agent.id, input.session));
      if (!current || current.status === 'completed') return current;
      return repo.updateRun(current.id, {
        answers,
        stepOutputs: { ...current.stepOutputs, [String(order)]: stepData },
        log: [...current.log, ...log],
        ...(output ? { status: 'completed', outputData: output, completedAt: now() } : {}),
      });
    });
    if (!saved) throw notFound(M.reportNotFound);
    const next = steps.find((s) => s.order > order);
    return {
      step: order,
      status: saved.status === 'completed' ? 'completed' : 'in_progress',
      report_slug: saved.slug,
      next_step: saved.status === 'completed' ? null : (next?.order ?? null),
      data: saved.status === 'completed' ? { output_data: saved.outputData } : stepData,
    };
  }
  return runStage;
}
