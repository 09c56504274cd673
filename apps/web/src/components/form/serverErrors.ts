import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getErrorMessage, getFieldErrors } from '../../lib/api';

export interface ServerErrorResult {
  /** Fields of this form that got the server's message. */
  fields: string[];
  /** The form-wide line (non_field_errors, then detail, then message), '' when the server sent none. */
  formMessage: string;
}

/**
 * Maps the server's error body (spec section 5: field_errors, first message each) onto the form's
 * fields, focusing the first one; field names the form does not have are left to `formMessage`.
 * `rename` maps a server field onto a form field when they differ (e.g. `new_password1` → `password`),
 * or names a field shown outside the form's values (e.g. the captcha); a function maps whole
 * families of paths (`description.blocks.1.data.source` → `description`).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  rename: Partial<Record<string, Path<T>>> | ((serverField: string) => Path<T> | string) = {},
): ServerErrorResult {
  const renamed = (serverField: string): string =>
    typeof rename === 'function' ? rename(serverField) : (rename[serverField] ?? serverField);
  const messages: Record<string, string> = {};
  // Names the rename gives that the form's values do not list (the captcha, a question's `{key}.label`).
  const extra: string[] = typeof rename === 'function' ? [] : (Object.values(rename) as string[]);
  for (const [serverField, message] of Object.entries(getFieldErrors(error))) {
    const field = renamed(serverField);
    if (field !== serverField) extra.push(field);
    messages[field] ??= message;
  }
  // The form's own order, so focus goes to the first field on screen with a message.
  const order = [...new Set([...Object.keys(form.getValues()), ...extra])] as string[];
  const fields = order.filter((field) => messages[field]);
  fields.forEach((field, index) =>
    form.setError(
      field as Path<T>,
      { type: 'server', message: messages[field]! },
      { shouldFocus: index === 0 },
    ),
  );
  return { fields, formMessage: getErrorMessage(error, '') };
}
