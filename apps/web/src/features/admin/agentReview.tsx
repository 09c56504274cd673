import {
  ADMIN_MESSAGES as M,
  ENTHUSIASM_FILTER_LABELS,
  VERDICT_LABELS,
  type AgentVerdict,
  type EnthusiasmLevel,
  type Member,
  type SystemAgent,
} from '@careerhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ChoiceMenu } from './ChoiceMenu';
import { EnthusiasmCell } from './enthusiasmCell';
import { useOverrideVerdict, useRerunAgent, useSystemAgents, useVerdicts } from './api';
import { VerdictBadge } from './TodoList';

const STATUSES = ['accepted', 'rejected', 'pending'] as const;
type Status = (typeof STATUSES)[number];
const REVIEW_OPTIONS = STATUSES.map((value) => ({ value, label: VERDICT_LABELS[value] }));

const memberAgents = (agents: SystemAgent[] | undefined) => ({
  registration: agents?.find((a) => a.agent_type === 'registration_approval'),
  ranking: agents?.find((a) => a.agent_type === 'ai_enthusiasm_ranking'),
});

/**
 * The members filter's value as the list query wants it: "agentId:response" (each member agent
 * answers accepted, rejected or pending; the ranking's are named by its levels).
 */
export function agentFilterOf(value: string): { systemAgentId?: number; agentResponse: string } {
  const [agentId, response] = value.split(':');
  return agentId && response
    ? { systemAgentId: Number(agentId), agentResponse: response }
    : { agentResponse: '' };
}

/**
 * The member agents in the members table of an organization its administrator manages: an
 * "Agent review" filter (Authentic / Suspicious / Pending Verification, and the enthusiasm
 * levels), the Review and AI enthusiasm columns with their reasons, and "Review Members" to run
 * both agents again on the rows shown.
 */
export function useAgentReview(groupId: number, enabled: boolean, rows: Member[]) {
  const agents = useSystemAgents(enabled ? groupId : undefined);
  const { registration, ranking } = memberAgents(agents.data);
  const ids = registration || ranking ? rows.map((r) => r.id) : [];
  const verdicts = useVerdicts(registration || ranking ? groupId : undefined, ids);
  const rerun = useRerunAgent(groupId);
  const override = useOverrideVerdict(groupId);
  const client = useQueryClient();
  const verdictOf = (agent: SystemAgent, userId: number): AgentVerdict | undefined =>
    verdicts.data?.find((v) => v.system_agent_id === agent.id && v.user_id === userId);

  async function review() {
    const agentIds = [registration, ranking].filter(Boolean).map((a) => a!.id);
    if (agentIds.length === 0) return;
    if (ids.length === 0) return notify(M.noUsersSelected, 'error');
    try {
      let message = '';
      for (const agentId of agentIds) message = (await rerun.mutateAsync({ agentId, userIds: ids })).message;
      notify(message, 'success');
    } catch (error) {
      notify(M.rerunFailed(getErrorMessage(error, '')), 'error');
    }
  }

  async function set(
    agent: SystemAgent,
    member: Member,
    answer: { status: Status } | { level: EnthusiasmLevel },
  ) {
    try {
      const result = await override.mutateAsync({ agentId: agent.id, userId: member.id, ...answer });
      notify(result.message, 'success');
      await client.invalidateQueries({ queryKey: ['groups'] });
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  const filterOptions = [
    ...(registration
      ? REVIEW_OPTIONS.map((o) => ({ value: `${registration.id}:${o.value}`, label: o.label }))
      : []),
    ...(ranking
      ? STATUSES.map((s) => ({
          value: `${ranking.id}:${s}`,
          label: `AI enthusiasm: ${ENTHUSIASM_FILTER_LABELS[s]}`,
        }))
      : []),
  ];

  return {
    agent: registration ?? ranking,
    columns: [
      ...(registration
        ? [
            {
              key: 'review',
              header: 'Agent review',
              cell: (m: Member) => {
                const v = verdictOf(registration, m.id);
                const status = (v?.status ??
                  m.agent_responses?.[String(registration.id)] ??
                  null) as Status | null;
                return (
                  <div className="flex flex-col items-start gap-1">
                    {status ? <VerdictBadge verdict={status} reasons={v?.reasons ?? []} /> : '—'}
                    <ChoiceMenu
                      label={`Set the review of ${m.name}`}
                      text="Set review"
                      options={REVIEW_OPTIONS}
                      onChoose={(value) => void set(registration, m, { status: value })}
                    />
                  </div>
                );
              },
            },
          ]
        : []),
      ...(ranking
        ? [
            {
              key: 'enthusiasm',
              header: 'AI enthusiasm',
              cell: (m: Member) => (
                <EnthusiasmCell
                  member={m}
                  verdict={verdictOf(ranking, m.id)}
                  onSetLevel={(level) => void set(ranking, m, { level })}
                />
              ),
            },
          ]
        : []),
    ],
    filter: (value: string, onChange: (value: string) => void) =>
      filterOptions.length > 0 ? (
        <SelectField
          label="Agent review"
          placeholder="All reviews"
          options={filterOptions}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : null,
    button:
      registration || ranking ? (
        <Button variant="outline" loading={rerun.isPending} onClick={() => void review()}>
          Review Members
        </Button>
      ) : null,
  };
}
