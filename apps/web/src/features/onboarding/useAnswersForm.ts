import type { DefaultValues, Path, PathValue } from 'react-hook-form';
import { messagesOf, useZodForm, type FormCheck } from '../../components/form';
import type { CareerAnswers } from './careerAnswers';
import type { StepProps } from './stepProps';
import { useStepSave } from './useStepSave';

/**
 * A career-answer step's form: its fields of the wizard's shared answers, checked by `check`,
 * and checked again on every change once the user has tried to go on (a fixed answer clears its
 * message at once). Edits go to the wizard's answers too, so Back and the later steps see them.
 */
export function useAnswersForm<K extends keyof CareerAnswers, Output>(
  props: Pick<StepProps, 'answers' | 'setAnswers'>,
  fields: readonly K[],
  check: FormCheck<Pick<CareerAnswers, K>, Output>,
) {
  type Values = Pick<CareerAnswers, K>;
  const pick = (answers: CareerAnswers) =>
    Object.fromEntries(fields.map((field) => [field, answers[field]])) as Values;
  const form = useZodForm<Values, Output>(check, pick(props.answers) as DefaultValues<Values>, 'onboarding');
  const save = useStepSave({ form });

  /** Applies a change of the answers (the careerAnswers rules: a new role resets the stage…). */
  function update(change: (answers: CareerAnswers) => CareerAnswers) {
    const next = change(props.answers);
    props.setAnswers(next);
    for (const field of fields)
      form.setValue(field as unknown as Path<Values>, next[field] as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
      });
    if (form.formState.isSubmitted) void form.trigger();
  }

  const errors = messagesOf(form.formState.errors);
  return { form, save, update, errors, formError: save.formErrorWith(errors) };
}
