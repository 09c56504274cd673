import { feedbackSchema, LIMITS } from '@careerhub/shared';

export interface FeedbackValues {
  title: string;
  content: string;
}
export type FeedbackErrors = Partial<Record<keyof FeedbackValues, string>> & { form?: string };

export const FEEDBACK_LIMITS = { title: LIMITS.title, content: LIMITS.body } as const;

/**
 * Validates with the schema the server uses. Both fields are required together (one message for
 * the form, spec section 5); the fields left empty are marked so focus can go to the first one.
 */
export function validateFeedback(
  values: FeedbackValues,
): { data: FeedbackValues } | { errors: FeedbackErrors; missing: Array<keyof FeedbackValues> } {
  const parsed = feedbackSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FeedbackErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FeedbackValues | undefined;
    if (!field) errors.form ??= issue.message;
    else errors[field] ??= issue.message;
  }
  const missing = (['title', 'content'] as const).filter((field) => !values[field].trim());
  return { errors, missing: errors.form ? missing : [] };
}
