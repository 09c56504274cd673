import { ADMIN_MESSAGES as M, VERDICT_LABELS, type Member } from '@careerhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ChoiceMenu } from './ChoiceMenu';
import { useOverrideVerdict, useRerunAgent, useSystemAgents, useVerdicts } from './api';
import { VerdictBadge } from './TodoList';

const FILTER_OPTIONS = (['accepted', 'rejected', 'pending'] as const).map((value) => ({
  value,
  label: VERDICT_LABELS[value],
}));

/**
 * The registration agent in the members table of an organization its administrator manages:
 * an "Agent review" filter (Authentic / Suspicious / Pending Verification), a Review column with
 * the reasons, and "Review Members" to run the agent again on the rows shown.
 */
export function useAgentReview(groupId: number, enabled: boolean, rows: Member[]) {
  const agents = useSystemAgents(enabled ? groupId : undefined);
  const agent = agents.data?.find((a) => a.agent_type === 'registration_approval');
  const ids = agent ? rows.map((r) => r.id) : [];
  const verdicts = useVerdicts(agent ? groupId : undefined, ids);
  const rerun = useRerunAgent(groupId);
  const override = useOverrideVerdict(groupId);
  const client = useQueryClient();
  const byUser = new Map((verdicts.data ?? []).map((v) => [v.user_id, v]));

  async function review() {
    if (!agent) return;
    if (ids.length === 0) return notify(M.noUsersSelected, 'error');
    try {
      const answer = await rerun.mutateAsync({ agentId: agent.id, userIds: ids });
      notify(answer.message, 'success');
    } catch (error) {
      notify(M.rerunFailed(getErrorMessage(error, '')), 'error');
    }
  }

  async function setReview(member: Member, status: 'accepted' | 'rejected' | 'pending') {
    if (!agent) return;
    try {
      const answer = await override.mutateAsync({ agentId: agent.id, userId: member.id, status });
      notify(answer.message, 'success');
      await client.invalidateQueries({ queryKey: ['groups'] });
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  return {
    agent,
    column: agent
      ? {
          key: 'review',
          header: 'Agent review',
          cell: (m: Member) => {
            const v = byUser.get(m.id);
            const status = (v?.status ?? m.agent_responses?.[String(agent.id)] ?? null) as
              'accepted' | 'rejected' | 'pending' | null;
            return (
              <div className="flex flex-col items-start gap-1">
                {status ? <VerdictBadge verdict={status} reasons={v?.reasons ?? []} /> : '—'}
                <ChoiceMenu
                  label={`Set the review of ${m.name}`}
                  text="Set review"
                  options={FILTER_OPTIONS}
                  onChoose={(value) => void setReview(m, value)}
                />
              </div>
            );
          },
        }
      : null,
    filter: (value: string, onChange: (value: string) => void) =>
      agent ? (
        <SelectField
          label="Agent review"
          placeholder="All reviews"
          options={FILTER_OPTIONS}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : null,
    button: agent ? (
      <Button variant="outline" loading={rerun.isPending} onClick={() => void review()}>
        Review Members
      </Button>
    ) : null,
  };
}
