import {
  ADMIN_MESSAGES as M,
  CATALOG_ADMIN_TEXT as T,
  QUALITY_LABELS,
  USE_CASE_QUALITY_LEVELS,
  reasonText,
  type UseCase,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ChoiceMenu } from './ChoiceMenu';
import { useOverrideQuality, useRerunAgent, useSystemAgents } from './api';

type Quality = (typeof USE_CASE_QUALITY_LEVELS)[number];
const QUALITY_STYLE: Record<Quality, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-sky-100 text-sky-900',
  low: 'bg-amber-100 text-amber-900',
  reject: 'bg-red-100 text-red-900',
};
const OPTIONS = USE_CASE_QUALITY_LEVELS.map((value) => ({ value, label: QUALITY_LABELS[value] }));

/** The usecase_curation agent's answer on a use case, if it has run. */
export function qualityOf(item: UseCase, agentId: number | undefined) {
  const answer = item.agent_responses.find((a) => a.agent_id === agentId);
  return answer?.response.quality_level ? answer.response : null;
}

/** The quality badge; its reasons on hover and, written out, under it. */
export function QualityBadge({ quality, reasons }: { quality: Quality; reasons: string[] }) {
  const text = reasons.map(reasonText);
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        title={text.join('\n')}
        className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${QUALITY_STYLE[quality]}`}
      >
        {QUALITY_LABELS[quality]}
      </span>
      {text.length > 0 && (
        <ul className="list-inside list-disc text-xs break-words text-muted">
          {text.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </span>
  );
}

/**
 * The usecase_curation agent in Use Case Management: a Quality column (the level, its reasons and
 * a "Set quality" override, audited), a Quality filter, and "Review Use Cases" to run the agent
 * again on the rows shown. Nothing shows when the organization has no such agent.
 */
export function useUseCaseQuality(orgId: number | undefined) {
  const agents = useSystemAgents(orgId, 'use_case');
  const agent = agents.data?.find((a) => a.agent_type === 'usecase_curation');
  const rerun = useRerunAgent(orgId);
  const override = useOverrideQuality(orgId);

  async function review(rows: UseCase[]) {
    if (!agent || rows.length === 0) return;
    try {
      const ids = rows.map((r) => r.id);
      const answer = await rerun.mutateAsync({ agentId: agent.id, userIds: ids, contentType: 'use_case' });
      notify(answer.message, 'success');
    } catch (error) {
      notify(M.rerunFailed(getErrorMessage(error, '')), 'error');
    }
  }
  async function setQuality(item: UseCase, quality: Quality) {
    if (!agent) return;
    try {
      const answer = await override.mutateAsync({ agentId: agent.id, useCaseId: item.id, quality });
      notify(answer.message, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  }

  return {
    agent,
    column: agent
      ? {
          key: 'quality',
          header: T.colQuality,
          cell: (item: UseCase) => {
            const q = qualityOf(item, agent.id);
            return (
              <div className="flex flex-col items-start gap-1" data-testid={`quality-${item.id}`}>
                {q?.quality_level ? (
                  <QualityBadge quality={q.quality_level} reasons={q.reasons} />
                ) : (
                  <span className="text-xs text-muted">{T.notReviewed}</span>
                )}
                <ChoiceMenu
                  label={T.setQuality(item.title)}
                  text={T.setQualityLabel}
                  options={OPTIONS}
                  onChoose={(value) => void setQuality(item, value)}
                />
              </div>
            );
          },
        }
      : null,
    filter: (value: string, onChange: (value: string) => void) =>
      agent ? (
        <div className="w-full sm:max-w-[12rem]">
          <SelectField
            label={T.qualityFilter}
            placeholder={T.allQualities}
            options={OPTIONS}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      ) : null,
    button: (rows: UseCase[]) =>
      agent ? (
        <Button
          variant="outline"
          loading={rerun.isPending}
          disabled={rows.length === 0}
          onClick={() => void review(rows)}
        >
          {T.reviewUseCases}
        </Button>
      ) : null,
  };
}
