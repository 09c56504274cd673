import { useCallback } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

/** The part of a zod 4 schema a form needs (structural: the web app imports zod only through packages/shared). */
export interface FormSchema<Input extends FieldValues, Output> {
  _zod: { input: Input; output: Output };
}

/** A check that is more than one schema (e.g. a captcha beside it): data, or the first message per field. */
export type FormCheck<Input, Output> = (
  values: Input,
) => { data: Output } | { errors: Partial<Record<string, string | undefined>> };

function checkResolver<Input extends FieldValues, Output>(
  check: FormCheck<Input, Output>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const checked = check(values);
    if ('data' in checked) return { values: checked.data, errors: {} };
    // Nested like react-hook-form's own errors, so a dotted name (`conference.title`, `q1.label`) clears on edit too.
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(checked.errors))
      if (message) set(errors, field, { type: 'validate', message });
    return { values: {}, errors: errors as never };
  };
}

/** What `field(name)` hands to an input: react-hook-form's binding, the id and the first message. */
export type BoundField<T extends FieldValues> = ReturnType<UseFormReturn<T>['register']> & {
  id: string;
  error: string | undefined;
};

export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** Binds an input: value, change, blur, ref, an id of `${idPrefix}-${name}` and its error text. */
  field: (name: Path<Input>) => BoundField<Input>;
  /** The first message for a field (spec section 5: one message per field), or undefined. */
  errorOf: (name: Path<Input>) => string | undefined;
  /** A message for the whole form: a schema rule on several fields (path []), or one set on `root` / `root.server`. */
  formError: string | undefined;
  /** Clears a field's error as soon as it is edited, as every form here always did. */
  clearOnEdit: (name: Path<Input>) => void;
  /** Sets a value from a control that is not a native input (picker, checkbox list, editor) and clears its error. */
  change: <N extends Path<Input>>(name: N, value: PathValue<Input, N>) => void;
  idPrefix: string;
};

/**
 * A react-hook-form form validated by a shared request schema (or a check built on one), so the form shows the messages the
 * server would send. Validation runs on submit only; editing a field clears its message; the first
 * invalid field gets focus.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output> | FormCheck<Input, Output>,
  defaultValues: DefaultValues<Input>,
  idPrefix: string,
  /** `screen`: the caller focuses the first invalid control on screen (focusFirstInvalid), for forms with pickers. */
  options: { focus?: 'registered' | 'screen' } = {},
): ZodForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver:
      typeof schema === 'function'
        ? checkResolver(schema)
        : // The zod resolver's overloads read zod's own types; the structural schema above is the same object.
          (zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: options.focus !== 'screen',
  });
  const { register, clearErrors, getFieldState, formState } = form;

  const clearOnEdit = useCallback(
    (name: Path<Input>) => {
      if (getFieldState(name).error) clearErrors(name);
    },
    [clearErrors, getFieldState],
  );
  const change = <N extends Path<Input>>(name: N, value: PathValue<Input, N>) => {
    form.setValue(name, value, { shouldDirty: true });
    clearOnEdit(name);
  };
  const errorOf = (name: Path<Input>): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message || undefined;
  const field = (name: Path<Input>): BoundField<Input> => ({
    ...register(name, { onChange: () => clearOnEdit(name) }),
    id: `${idPrefix}-${name}`,
    error: errorOf(name),
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const root = formState.errors.root as
    ({ message?: string } & Record<string, { message?: string }>) | undefined;
  const formError = errors['']?.message || root?.message || root?.server?.message || undefined;
  return Object.assign(form, { field, errorOf, clearOnEdit, change, idPrefix, formError });
}

/**
 * Focuses the first field with a message in screen order, for forms whose pickers and checkbox
 * lists are not registered inputs (react-hook-form's own focus goes by registration order and
 * skips them). A field is found by its id (`${idPrefix}-${name}`) or its name. Takes the form's
 * errors, or the names of the fields that got a message (what applyServerErrors returns).
 */
export function focusFirstInvalid(errors: object | readonly string[], idPrefix: string) {
  const names = Array.isArray(errors) ? (errors as readonly string[]) : Object.keys(messagesOf(errors));
  const found = names.flatMap((name) => {
    const element =
      document.getElementById(`${idPrefix}-${name}`) ??
      document.querySelector(`[name="${CSS.escape(name)}"]`);
    return element instanceof HTMLElement ? [element] : [];
  });
  found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  found[0]?.focus();
}

/**
 * Every message of a form's errors by dotted path (`q1.label`), whether a check set it flat or
 * `setError` nested it: for lists edited in place (the question editor) that look messages up by path.
 */
export function messagesOf(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors) as Array<[string, unknown]>) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = `${prefix}${key}`;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) out[path] = message;
    Object.assign(out, messagesOf(value, `${path}.`));
  }
  return out;
}
