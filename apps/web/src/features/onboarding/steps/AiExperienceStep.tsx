import { AI_KNOWLEDGE_LEVELS, FOCUS_AREAS } from '@careerhub/shared';
import type { CareerGoal } from '@careerhub/shared';
import { ChoiceGroup } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

const LEVELS = AI_KNOWLEDGE_LEVELS.filter((l) => l.value > 0);

/** Optional: AI knowledge level and career goal. Left empty, Next just moves on. */
export function AiExperienceStep(props: StepProps) {
  const { answers: a, setAnswers } = props;
  const save = useStepSave();

  async function submit() {
    if (a.ai_knowledge_level === null && a.career_goal === null) return props.next();
    const body = { ai_knowledge_level: a.ai_knowledge_level, career_goal: a.career_goal };
    if (await save.run(() => props.saveGroup(body))) props.next();
  }

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Optional: tell us how much you already use AI and what you want from it."
      onSubmit={() => void submit()}
      onSkip={props.next}
    >
      <ChoiceGroup
        legend="Your AI knowledge"
        name="ai_knowledge_level"
        choices={LEVELS}
        isChecked={(v) => Number(v) === a.ai_knowledge_level}
        onToggle={(v) => setAnswers((prev) => ({ ...prev, ai_knowledge_level: Number(v) }))}
      />
      <ChoiceGroup
        legend="Your goal"
        name="career_goal"
        columns={1}
        choices={FOCUS_AREAS.map((f) => ({ value: f.id, label: f.label, description: f.description }))}
        isChecked={(v) => v === a.career_goal}
        onToggle={(v) => setAnswers((prev) => ({ ...prev, career_goal: v as CareerGoal }))}
      />
    </StepFrame>
  );
}
