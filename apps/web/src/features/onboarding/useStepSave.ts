import { useState } from 'react';
import { PROFILE_MESSAGES, VALIDATION } from '@careerhub/shared';
import { getErrorMessage, getFieldErrors } from '../../lib/api';

/**
 * Saving one step: busy while the call runs; on failure the server's field errors (first message
 * each) go beside the fields and the form gets the summary line, or the server's own message.
 */
export function useStepSave() {
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
      setServerErrors(fields);
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
