import { VALIDATION } from '@careerhub/shared';
import type { FormCheck } from '../../../components/form';
import { JOB_FUNCTION_ROLE, setCurrentRole, type CareerAnswers } from '../careerAnswers';
import { ChoiceGroup, NativeSelect } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useAnswersForm } from '../useAnswersForm';

const FIELDS = ['current_role', 'job_function'] as const;
type RoleValues = Pick<CareerAnswers, (typeof FIELDS)[number]>;

/** The current role is required; a working professional's job function too. */
const roleCheck: FormCheck<RoleValues, RoleValues> = (values) => {
  const errors: Record<string, string> = {};
  if (values.current_role === null) errors.current_role = VALIDATION.required;
  if (values.current_role === JOB_FUNCTION_ROLE && values.job_function === null)
    errors.job_function = VALIDATION.required;
  return Object.keys(errors).length ? { errors } : { data: values };
};

/** Current role (required); working professionals also pick a job function. */
export function CurrentRoleStep(props: StepProps) {
  const { config, answers } = props;
  const { options } = config;
  const { form, save, update, errors, formError } = useAnswersForm(props, FIELDS, roleCheck);

  const submit = form.handleSubmit(async ({ current_role, job_function }) => {
    const ok = await save.run(() =>
      props.saveGroup({
        group: props.organization,
        current_role,
        job_function: current_role === JOB_FUNCTION_ROLE ? job_function : null,
        // The server resets the stage on a role change; send what the form now shows instead.
        career_stage: answers.career_stage,
      }),
    );
    if (ok) props.next();
  }, save.invalid);

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Tell us where you are today."
      onSubmit={() => void submit()}
      formError={formError}
    >
      <ChoiceGroup
        legend="What best describes you now?"
        name="current_role"
        required
        choices={options.current_roles}
        isChecked={(v) => Number(v) === answers.current_role}
        onToggle={(v) => update((a) => setCurrentRole(a, Number(v), options))}
        error={errors.current_role}
      />
      {answers.current_role === JOB_FUNCTION_ROLE && (
        <NativeSelect
          id="onboarding-job_function"
          label="Job function"
          placeholder="Choose your job function"
          value={answers.job_function === null ? '' : String(answers.job_function)}
          onChange={(v) => update((a) => ({ ...a, job_function: v === '' ? null : Number(v) }))}
          options={options.job_functions}
          error={errors.job_function}
        />
      )}
    </StepFrame>
  );
}
