/** The part of a zod schema forms need (structural, so the web app needs no direct zod import). */
interface SafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Validates form values with a shared request schema and keeps the first message per field
 * (spec section 5), so a form never re-types a message the server also sends.
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

/** Focuses the first field with an error, in the order the form shows them. */
export function focusFirstError(errors: FieldErrors, order: readonly string[], idPrefix: string) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
