import type { RECOMMENDATION_TYPE_ORDER } from '../constants.js';

/** The assistant's numbers and orders (spec content-ai-admin 9 "Assistant"). */
export const ASSISTANT_LIMITS = {
  /** The longest question accepted: long enough for a pasted job ad, short enough to answer. */
  question: 2000,
  feedbackComment: 2000,
  historyPageSize: 12,
  itemsPerType: 5,
  inlineRecommendations: 2,
  suggestedQuestions: 4,
  relevantQuestions: 3,
  /** Typing effect: milliseconds per character. */
  typingMsPerChar: 1,
} as const;

/** The order recommendation blocks are listed in (constants.ts). */
export type RecommendationType = (typeof RECOMMENDATION_TYPE_ORDER)[number];

export const ASSISTANT_MESSAGES = {
  chatFeedbackThanks: 'Thank you for your feedback! Your input is invaluable to us and will help us improve.',
  feedbackFailed: 'Could not submit feedback.',
  blocked: "Your plan doesn't include the assistant yet.",
  questionRequired: 'Please enter a question.',
  parentNotFound: 'This conversation does not exist.',
  chatNotFound: 'This answer does not exist.',
  sendFailed: 'Could not get an answer. Try again.',
  resume: 'Resume Previous Conversation',
  related: 'Related',
  showMore: 'Show More',
} as const;
