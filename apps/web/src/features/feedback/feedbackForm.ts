import { LIMITS } from '@careerhub/shared';

export interface FeedbackValues {
  title: string;
  content: string;
}

export const FEEDBACK_LIMITS = { title: LIMITS.title, content: LIMITS.body } as const;

/**
 * Both fields are required together (one message for the form, spec section 5): the fields left
 * empty, in the order the form shows them, so focus and aria-invalid go to them.
 */
export function missingFeedbackFields(values: Partial<FeedbackValues>): Array<keyof FeedbackValues> {
  return (['title', 'content'] as const).filter((field) => !values[field]?.trim());
}
