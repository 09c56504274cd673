import { useState } from 'react';
import { VALIDATION } from '@careerhub/shared';
import { JOB_FUNCTION_ROLE, setCurrentRole } from '../careerAnswers';
import { ChoiceGroup, NativeSelect } from '../fields';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

/** Current role (required); working professionals also pick a job function. */
export function CurrentRoleStep(props: StepProps) {
  const { config, answers, setAnswers } = props;
  const { options } = config;
  const save = useStepSave();
  const [submitted, setSubmitted] = useState(false);
  // Checked live once the user has tried to go on, so a fixed answer clears its message.
  const found: Record<string, string> = {};
  if (answers.current_role === null) found.current_role = VALIDATION.required;
  if (answers.current_role === JOB_FUNCTION_ROLE && answers.job_function === null)
    found.job_function = VALIDATION.required;
  const errors = submitted ? found : {};

  async function submit() {
    setSubmitted(true);
    if (Object.keys(found).length) return save.invalid();
    const ok = await save.run(() =>
      props.saveGroup({
        group: props.organization,
        current_role: answers.current_role,
        job_function: answers.current_role === JOB_FUNCTION_ROLE ? answers.job_function : null,
        // The server resets the stage on a role change; send what the form now shows instead.
        career_stage: answers.career_stage,
      }),
    );
    if (ok) props.next();
  }

  const error = (field: string) => errors[field] ?? save.serverErrors[field];
  return (
    <StepFrame
      {...frameProps(props, save)}
      description="Tell us where you are today."
      onSubmit={() => void submit()}
      formError={save.formErrorWith(errors)}
    >
      <ChoiceGroup
        legend="What best describes you now?"
        name="current_role"
        required
        choices={options.current_roles}
        isChecked={(v) => Number(v) === answers.current_role}
        onToggle={(v) => setAnswers((a) => setCurrentRole(a, Number(v), options))}
        error={error('current_role')}
      />
      {answers.current_role === JOB_FUNCTION_ROLE && (
        <NativeSelect
          id="onboarding-job_function"
          label="Job function"
          placeholder="Choose your job function"
          value={answers.job_function === null ? '' : String(answers.job_function)}
          onChange={(v) => setAnswers((a) => ({ ...a, job_function: v === '' ? null : Number(v) }))}
          options={options.job_functions}
          error={error('job_function')}
        />
      )}
    </StepFrame>
  );
}
