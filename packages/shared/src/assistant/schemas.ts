import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { dbId } from '../input.js';
import { VALIDATION } from '../messages.js';
import { RECOMMENDATION_TYPE_ORDER } from '../constants.js';
import { ASSISTANT_LIMITS as L, ASSISTANT_MESSAGES as M } from './constants.js';

const noNul = (v: string) => !v.includes('\u0000');

/** POST ask-me-anything/: a question, and the latest chat id when it follows up. */
export const askSchema = z.object({
  question: z
    .string({ error: M.questionRequired })
    .trim()
    .min(1, { error: M.questionRequired })
    .max(L.question, { error: VALIDATION.tooLong(L.question) })
    .refine(noNul, { error: VALIDATION.nulCharacter }),
  parent_chat: dbId().nullable().optional(),
});
export type AskInput = z.infer<typeof askSchema>;

/** POST ama-feedback/: stars (1 to 5), then an optional comment. */
export const amaFeedbackSchema = z.object({
  chat: dbId(),
  feedback: z.number({ error: VALIDATION.required }).int().min(1).max(5),
  comment: z
    .string()
    .trim()
    .max(L.feedbackComment, { error: VALIDATION.tooLong(L.feedbackComment) })
    .refine(noNul, { error: VALIDATION.nulCharacter })
    .optional(),
});
export type AmaFeedbackInput = z.infer<typeof amaFeedbackSchema>;

export const chatHistoryQuery = paginationQuery(L.historyPageSize);

export const recommendedItemSchema = z.object({
  type: z.enum(RECOMMENDATION_TYPE_ORDER),
  /** What the item is on the platform: resource, prompt, career_tip, post, circle, event, job, user... */
  kind: z.string(),
  sub_type: z.string().nullable(),
  id: z.number(),
  slug: z.string().nullable(),
  title_slug: z.string().nullable(),
  name_slug: z.string().nullable(),
  source: z.string().nullable(),
  title: z.string().nullable(),
  name: z.string().nullable(),
  /** Why it is shown: the words of the question it matched. */
  reason: z.string(),
});
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

export const assistantBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: z.string() }),
  z.object({ type: z.literal('recommendations'), value: z.array(recommendedItemSchema) }),
  z.object({ type: z.literal('relevant_questions'), value: z.array(z.string()) }),
]);
export type AssistantBlock = z.infer<typeof assistantBlockSchema>;

export const assistantChatSchema = z.object({
  id: z.number(),
  parent_chat: z.number().nullable(),
  question: z.string(),
  sender: z.object({ id: z.number() }),
  timestamp: z.string(),
  /** builtin (search-based) or the language model that wrote it. */
  engine: z.string(),
  feedback: z.number().nullable(),
  messages: z.array(assistantBlockSchema),
});
export type AssistantChat = z.infer<typeof assistantChatSchema>;

export const amaFeedbackResultSchema = z.object({
  chat: z.number(),
  feedback: z.number(),
  comment: z.string().nullable(),
  message: z.string(),
});

export const assistantStartSchema = z.object({
  suggested_questions: z.array(z.string()),
  has_history: z.boolean(),
  engine: z.string(),
});
export type AssistantStart = z.infer<typeof assistantStartSchema>;
