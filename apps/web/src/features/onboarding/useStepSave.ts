import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { applyServerErrors } from '../../components/form';
import { getErrorMessage, getFieldErrors } from '../../lib/api';

/** The step's own form: the server's field errors go onto its fields (`rename` maps e.g. `extra_info.college`). */
interface StepForm<T extends FieldValues> {
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>;
  rename?: Partial<Record<string, Path<T>>>;
}

/**
 * Saving one step: busy while the call runs; on failure the server's field errors (first message
 * each) go beside the fields and the form gets the summary line, or the server's own message.
 * A step with a form of its own passes it, and the messages land on that form's fields.
 */
export function useStepSave<T extends FieldValues = FieldValues>(step?: StepForm<T>) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  async function run(save: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setFormError(null);
    setServerErrors({});
    try {
      await save();
      return true;
    } catch (error) {
      const fields = getFieldErrors(error);
      if (step) applyServerErrors(step.form, error, step.rename);
      else setServerErrors(fields);
      setFormError(
        Object.keys(fields).length
          ? VALIDATION.formSummary
          : getErrorMessage(error, PROFILE_MESSAGES.couldNotUpdate),
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Client-side validation failed: show the summary line (the fields show their own messages). */
  function invalid() {
    setFormError(VALIDATION.formSummary);
  }

  /** The form message to show now: the summary line goes once no field has an error left. */
  function formErrorWith(clientErrors: Record<string, string>) {
    const hasFieldErrors = Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0;
    return formError === VALIDATION.formSummary && !hasFieldErrors ? null : formError;
  }

  return { busy, formError, serverErrors, run, invalid, formErrorWith };
}
