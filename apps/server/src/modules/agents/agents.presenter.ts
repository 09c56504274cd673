import {
  AGENT_MESSAGES as M,
  agentOutputSchema,
  agentStepExtraInfoSchema,
  type AgentAccess,
  type AgentDetail,
  type AgentReport,
  type AgentReportListItem,
  type AgentStep,
  type AgentSummary,
} from '@careerhub/shared';
import type { AgentReportRow, AgentRow, AgentStepRow, ReportOwner } from './agents.repository.js';

const EMPTY_STEP_INFO = { input_steps: { authenticated: [], unauthenticated: [] }, show_stepper: true };

export function presentAccess(access: AgentAccess) {
  return {
    allowed: access.allowed,
    reason: access.reason,
    message: access.reason ? M.reasons[access.reason] : null,
  };
}

export function presentAgent(row: AgentRow, usage: number, access: AgentAccess): AgentSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_slug: row.slug,
    agent_type: row.agentType as AgentSummary['agent_type'],
    engine: row.engine as AgentSummary['engine'],
    description: row.description,
    can_chat: row.canChat,
    is_premium: row.isPremium,
    is_published: row.isPublished,
    usage_count: usage,
    extra_info: { prompts: row.extraInfo.prompts ?? [], credit: row.extraInfo.credit ?? null },
    access: presentAccess(access),
  };
}

/** A step's input steps as stored (staff cannot break them: only texts are editable). */
export function stepInfoOf(row: AgentStepRow) {
  const parsed = agentStepExtraInfoSchema.safeParse(row.extraInfo);
  return parsed.success ? parsed.data : EMPTY_STEP_INFO;
}

export function presentStep(row: AgentStepRow, isStaff: boolean): AgentStep {
  return {
    id: row.id,
    order: row.order,
    type: row.type as AgentStep['type'],
    header_text: row.headerText,
    loading_text: row.loadingText,
    description: row.description,
    next_text: row.nextText,
    user_prompt: isStaff ? row.userPrompt : null,
    extra_info: stepInfoOf(row),
  };
}

export function presentAgentDetail(
  row: AgentRow,
  usage: number,
  access: AgentAccess,
  steps: AgentStepRow[],
  isStaff: boolean,
): AgentDetail {
  return { ...presentAgent(row, usage, access), steps: steps.map((s) => presentStep(s, isStaff)) };
}

const presentOwner = (o: ReportOwner | null) =>
  o ? { id: o.id, name: `${o.firstName} ${o.lastName}`.trim(), name_slug: o.nameSlug, image: null } : null;

export function outputOf(row: AgentReportRow) {
  return agentOutputSchema.parse(row.outputData);
}

export function presentReport(
  found: { report: AgentReportRow; agent: { name: string; slug: string }; owner: ReportOwner | null },
  viewer: { id: number; isStaff: boolean } | null,
  feedback: { rating: number; feedback: string } | null,
): AgentReport {
  const { report } = found;
  return {
    id: report.id,
    slug: report.slug,
    agent_name: found.agent.name,
    agent_slug: found.agent.slug,
    created_at: (report.completedAt ?? report.createdAt).toISOString(),
    output_data: outputOf(report),
    user: presentOwner(found.owner),
    is_owner: Boolean(viewer && report.userId === viewer.id),
    feedback,
    log: viewer?.isStaff ? { messages: report.log as NonNullable<AgentReport['log']>['messages'] } : null,
  };
}

export function presentReportItem(found: {
  report: AgentReportRow;
  agent: { name: string; slug: string };
  owner: ReportOwner | null;
}): AgentReportListItem {
  const output = outputOf(found.report);
  return {
    id: found.report.id,
    slug: found.report.slug,
    agent_name: found.agent.name,
    agent_slug: found.agent.slug,
    created_at: (found.report.completedAt ?? found.report.createdAt).toISOString(),
    headline: output.headline,
    message: output.message,
    user: presentOwner(found.owner),
  };
}
