import { useState } from 'react';
import { VALIDATION, groupProfileSchema, type GroupProfileInput } from '@careerhub/shared';
import { FormField } from '../../../components/ui/FormField';
import { validateForm } from '../../../components/form/validate';
import {
  OTHER,
  forcedStage,
  reasonsForStage,
  setCareerStage,
  stagesForRole,
  toggleReason,
} from '../careerAnswers';
import { ChoiceGroup, NativeSelect } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

/** Career stage (limited by the current role), reasons to join (limited by the stage), field. */
export function CareerInfoStep(props: StepProps) {
  const { config, answers: a, setAnswers } = props;
  const { options } = config;
  const save = useStepSave();
  const [submitted, setSubmitted] = useState(false);
  const forced = forcedStage(a.current_role, options);
  const stages = stagesForRole(a.current_role, options);
  // A high-school role fixes the stage even when an older answer left it empty.
  const stage = forced ?? a.career_stage;
  const reasons = reasonsForStage(stage, options);

  const body: GroupProfileInput = {
    career_stage: stage,
    career_stage_extra: stage === OTHER ? a.career_stage_extra || null : null,
    reason_to_join: a.reason_to_join,
    reason_to_join_extra: a.reason_to_join.includes(OTHER) ? a.reason_to_join_extra || null : null,
    professional_field: a.professional_field,
    professional_field_extra: a.professional_field === OTHER ? a.professional_field_extra || null : null,
  };
  // Checked live once the user has tried to go on, so a fixed answer clears its message.
  const errors: Record<string, string> = {};
  if (submitted) {
    const checked = validateForm(groupProfileSchema, body);
    if ('errors' in checked) Object.assign(errors, checked.errors);
    if (stage === null) errors.career_stage = VALIDATION.required;
    if (a.reason_to_join.length === 0) errors.reason_to_join = VALIDATION.required;
  }

  async function submit() {
    setSubmitted(true);
    const checked = validateForm(groupProfileSchema, body);
    if ('errors' in checked || stage === null || a.reason_to_join.length === 0) return save.invalid();
    if (await save.run(() => props.saveGroup(body))) props.next();
  }

  const error = (field: string) => errors[field] ?? save.serverErrors[field];
  return (
    <StepFrame
      {...frameProps(props, save)}
      description="This shapes the circles, resources and guidance we suggest."
      onSubmit={() => void submit()}
      formError={save.formErrorWith(errors)}
    >
      {forced !== null ? (
        <p className="rounded-xl bg-primary-soft/60 px-4 py-3 text-sm text-text">
          Career stage:{' '}
          <strong>{options.career_stages.find((s) => Number(s.value) === forced)?.label}</strong> (set by your
          current role)
        </p>
      ) : (
        <ChoiceGroup
          legend="Career stage"
          name="career_stage"
          required
          choices={stages}
          isChecked={(v) => Number(v) === a.career_stage}
          onToggle={(v) => setAnswers((prev) => setCareerStage(prev, Number(v)))}
          error={error('career_stage')}
        />
      )}
      {a.career_stage === OTHER && (
        <FormField
          id="onboarding-career_stage_extra"
          label="Your career stage"
          value={a.career_stage_extra}
          onChange={(e) => setAnswers((prev) => ({ ...prev, career_stage_extra: e.target.value }))}
          error={error('career_stage_extra')}
        />
      )}
      <ChoiceGroup
        legend="Why are you joining?"
        hint={
          stage === null
            ? 'Choose your career stage first to see the reasons that fit it.'
            : 'Choose all that apply.'
        }
        name="reason_to_join"
        multiple
        required
        choices={stage === null ? [] : reasons}
        isChecked={(v) => a.reason_to_join.includes(Number(v))}
        onToggle={(v) => setAnswers((prev) => toggleReason(prev, Number(v)))}
        error={error('reason_to_join')}
      />
      {a.reason_to_join.includes(OTHER) && (
        <FormField
          id="onboarding-reason_to_join_extra"
          label="Your reason to join"
          value={a.reason_to_join_extra}
          onChange={(e) => setAnswers((prev) => ({ ...prev, reason_to_join_extra: e.target.value }))}
          error={error('reason_to_join_extra')}
        />
      )}
      <NativeSelect
        id="onboarding-professional_field"
        label="Professional field"
        placeholder="Choose your field (optional)"
        value={a.professional_field === null ? '' : String(a.professional_field)}
        onChange={(v) => setAnswers((prev) => ({ ...prev, professional_field: v === '' ? null : Number(v) }))}
        options={options.professional_fields}
        error={error('professional_field')}
      />
      {a.professional_field === OTHER && (
        <FormField
          id="onboarding-professional_field_extra"
          label="Your professional field"
          value={a.professional_field_extra}
          onChange={(e) => setAnswers((prev) => ({ ...prev, professional_field_extra: e.target.value }))}
          error={error('professional_field_extra')}
        />
      )}
    </StepFrame>
  );
}
