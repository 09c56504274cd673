import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { applyServerErrors, focusFirstInvalid, type ZodForm } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { formFieldOf } from './form';
import { CATALOG_TEXT as T } from './text';

type Body = Record<string, unknown>;

/**
 * Submitting a use case, AI tool or resource form (content-ai-admin 5): the summary line when the check or the
 * server refuses, the server's field errors on the form's fields (`names` renames the call's
 * fields), focus on the first field on screen, and the toast of the answer.
 */
export function useCatalogSubmit<Values extends FieldValues>(
  form: ZodForm<Values, Body>,
  options: {
    save: (body: Body) => Promise<{ message?: string }>;
    names: Record<string, string>;
    editing: boolean;
    /** The toast when the server sends no message. */
    succeeded: string;
    /** The toast of a refusal without a message (default: could not update / submit your request). */
    failed?: string;
    onClose: () => void;
  },
) {
  const [summary, setSummary] = useState('');
  const submit = form.handleSubmit(
    async (body) => {
      setSummary('');
      try {
        const answer = await options.save(body);
        notify(answer.message || options.succeeded, 'success');
        options.onClose();
      } catch (error) {
        const { fields } = applyServerErrors(form, error, formFieldOf(options.names));
        setSummary(fields.length ? T.formSummary : '');
        focusFirstInvalid(fields, form.idPrefix);
        notify(
          getErrorMessage(error, options.failed ?? (options.editing ? T.couldNotUpdate : T.couldNotSubmit)),
          'error',
        );
      }
    },
    (errors) => {
      setSummary(T.formSummary);
      focusFirstInvalid(errors, form.idPrefix);
    },
  );
  return { submit, summary };
}
