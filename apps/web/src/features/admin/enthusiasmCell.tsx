import {
  ENTHUSIASM_LABELS,
  ENTHUSIASM_LEVELS,
  reasonText,
  type AgentVerdict,
  type EnthusiasmLevel,
  type Member,
} from '@careerhub/shared';
import { ChoiceMenu } from './ChoiceMenu';

const LEVEL_STYLE: Record<EnthusiasmLevel, string> = {
  champion: 'bg-violet-100 text-violet-900',
  active: 'bg-emerald-100 text-emerald-900',
  curious: 'bg-sky-100 text-sky-900',
  dormant: 'bg-slate-200 text-slate-800',
};

export const LEVEL_OPTIONS = ENTHUSIASM_LEVELS.map((value) => ({ value, label: ENTHUSIASM_LABELS[value] }));

/** Champion / Active / Curious / Dormant, with the reasons on hover. */
export function LevelBadge({ level, reasons }: { level: EnthusiasmLevel; reasons: string[] }) {
  return (
    <span
      title={reasons.map(reasonText).join('\n')}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${LEVEL_STYLE[level]}`}
    >
      {ENTHUSIASM_LABELS[level]}
    </span>
  );
}

/**
 * A member's AI enthusiasm in the members table: the level, the rationale (the model's or the
 * rules') in the row, the reasons on hover, and "Set level" for the administrator.
 */
export function EnthusiasmCell({
  member,
  verdict,
  onSetLevel,
}: {
  member: Member;
  verdict: AgentVerdict | undefined;
  onSetLevel: (level: EnthusiasmLevel) => void;
}) {
  return (
    <div className="flex max-w-64 flex-col items-start gap-1" data-testid={`enthusiasm-${member.id}`}>
      {verdict?.level ? (
        <>
          <LevelBadge level={verdict.level} reasons={verdict.reasons} />
          {verdict.rationale && <p className="text-xs break-words text-muted">{verdict.rationale}</p>}
        </>
      ) : (
        <span className="text-sm text-muted">Not ranked yet</span>
      )}
      <ChoiceMenu
        label={`Set the AI enthusiasm level of ${member.name}`}
        text="Set level"
        options={LEVEL_OPTIONS}
        onChoose={onSetLevel}
      />
    </div>
  );
}
