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
