import { VALIDATION, groupProfileSchema, type GroupProfileInput } from '@careerhub/shared';
import type { FormCheck } from '../../../components/form';
import { FormField } from '../../../components/ui/FormField';
import { validateForm } from '../../../components/form/validate';
import {
  OTHER,
  forcedStage,
  reasonsForStage,
  setCareerStage,
  stagesForRole,
  toggleReason,
  type CareerAnswers,
} from '../careerAnswers';
import { ChoiceGroup, NativeSelect } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useAnswersForm } from '../useAnswersForm';

const FIELDS = [
  'career_stage',
  'career_stage_extra',
  'reason_to_join',
  'reason_to_join_extra',
  'professional_field',
  'professional_field_extra',
] as const;
type CareerValues = Pick<CareerAnswers, (typeof FIELDS)[number]>;

/** The group profile's rules on what the step sends, plus a stage and at least one reason. */
const careerCheck =
  (forced: number | null): FormCheck<CareerValues, GroupProfileInput> =>
  (a) => {
    // A high-school role fixes the stage even when an older answer left it empty.
    const stage = forced ?? a.career_stage;
    const body: GroupProfileInput = {
      career_stage: stage,
      career_stage_extra: stage === OTHER ? a.career_stage_extra || null : null,
      reason_to_join: a.reason_to_join,
      reason_to_join_extra: a.reason_to_join.includes(OTHER) ? a.reason_to_join_extra || null : null,
      professional_field: a.professional_field,
      professional_field_extra: a.professional_field === OTHER ? a.professional_field_extra || null : null,
    };
    const checked = validateForm(groupProfileSchema, body);
    const errors: Record<string, string | undefined> = 'errors' in checked ? { ...checked.errors } : {};
    if (stage === null) errors.career_stage = VALIDATION.required;
    if (a.reason_to_join.length === 0) errors.reason_to_join = VALIDATION.required;
    return Object.values(errors).some(Boolean) ? { errors } : { data: body };
  };

/** Career stage (limited by the current role), reasons to join (limited by the stage), field. */
export function CareerInfoStep(props: StepProps) {
  const { config, answers: a } = props;
  const { options } = config;
  const forced = forcedStage(a.current_role, options);
  const stages = stagesForRole(a.current_role, options);
  const stage = forced ?? a.career_stage;
  const reasons = reasonsForStage(stage, options);
  const { form, save, update, errors, formError } = useAnswersForm(props, FIELDS, careerCheck(forced));

  const submit = form.handleSubmit(async (body) => {
    if (await save.run(() => props.saveGroup(body))) props.next();
  }, save.invalid);

  const error = (field: keyof CareerValues) => errors[field];
  const text = (field: 'career_stage_extra' | 'reason_to_join_extra' | 'professional_field_extra') => ({
    id: `onboarding-${field}`,
    value: a[field],
    onChange: (e: { target: { value: string } }) => update((prev) => ({ ...prev, [field]: e.target.value })),
    error: error(field),
  });
  return (
    <StepFrame
      {...frameProps(props, save)}
      description="This shapes the circles, resources and guidance we suggest."
      onSubmit={() => void submit()}
      formError={formError}
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
          onToggle={(v) => update((prev) => setCareerStage(prev, Number(v)))}
          error={error('career_stage')}
        />
      )}
      {a.career_stage === OTHER && <FormField label="Your career stage" {...text('career_stage_extra')} />}
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
        onToggle={(v) => update((prev) => toggleReason(prev, Number(v)))}
        error={error('reason_to_join')}
      />
      {a.reason_to_join.includes(OTHER) && (
        <FormField label="Your reason to join" {...text('reason_to_join_extra')} />
      )}
      <NativeSelect
        id="onboarding-professional_field"
        label="Professional field"
        placeholder="Choose your field (optional)"
        value={a.professional_field === null ? '' : String(a.professional_field)}
        onChange={(v) => update((prev) => ({ ...prev, professional_field: v === '' ? null : Number(v) }))}
        options={options.professional_fields}
        error={error('professional_field')}
      />
      {a.professional_field === OTHER && (
        <FormField label="Your professional field" {...text('professional_field_extra')} />
      )}
    </StepFrame>
  );
}
