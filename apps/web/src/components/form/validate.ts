/** The part of a zod schema a check needs (structural, so the web app needs no direct zod import). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Checks values with a shared request schema outside a form (spec section 5: the first message per
 * field), for code that validates without react-hook-form, e.g. one step of a wizard.
 */
export function validateForm<T, K extends string>(
  schema: SafeParser<T>,
  values: Partial<Record<K, unknown>>,
): { data: T } | { errors: FieldErrors<K> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as K])
      errors[field as K] = issue.message;
  }
  return { errors };
}

/**
 * The first message per dotted path ("questions.0.label") of a schema's check, for forms whose
 * state is not the request itself (a payload is built from it first), e.g. the group and job forms.
 */
export function firstMessages(
  schema: SafeParser<unknown>,
  payload: unknown,
  prefix = '',
): Record<string, string> {
  const parsed = schema.safeParse(payload);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues)
    errors[`${prefix}${issue.path.map(String).join('.')}`] ??= issue.message;
  return errors;
}
