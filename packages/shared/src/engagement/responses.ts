import { z } from 'zod';
import { paginationSchema } from '../api.js';
import { ENGAGEABLE_TYPES, VOTE_TYPES } from './constants.js';

/** The vote's answer: the item's score and the voter's vote now (1, -1 or null). */
export const voteResultSchema = z.object({
  total_score: z.number().int(),
  user_vote: z.union([z.literal(1), z.literal(-1)]).nullable(),
  user_vote_type: z.enum(VOTE_TYPES).nullable(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const bookmarkResultSchema = z.object({
  message: z.string(),
  is_bookmarked: z.boolean(),
});
export type BookmarkResult = z.infer<typeof bookmarkResultSchema>;

/** What a signed-in reader sees of their standing on an item (anonymous: 0, null, false). */
export const engagementFieldsSchema = z.object({
  vote_score: z.number().int(),
  user_vote_type: z.enum(VOTE_TYPES).nullable(),
  is_bookmarked: z.boolean(),
});
export type EngagementFields = z.infer<typeof engagementFieldsSchema>;

/**
 * One row of a Favorites or My Items table: every kind of item in one shape, linking to its page.
 * `status` is the item's review status, or the reader's application status for jobs and circles.
 */
export const engagementItemSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(ENGAGEABLE_TYPES),
  /** resource, prompt, post, newsletter, career_tip; circle; event; job; use_case; ai_tool. */
  kind: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  status: z.string().nullable(),
  /** The app page of the item. */
  url: z.string(),
  created_at: z.string(),
  /** When the reader bookmarked it (favorites), or null. */
  bookmarked_at: z.string().nullable(),
  is_bookmarked: z.boolean(),
});
export type EngagementItem = z.infer<typeof engagementItemSchema>;

export const engagementItemPageSchema = z.object({
  data: z.array(engagementItemSchema),
  pagination: paginationSchema,
});

const sectionSchema = z.object({ count: z.number().int(), data: z.array(engagementItemSchema) });
export type EngagementSection = z.infer<typeof sectionSchema>;

/** GET my-favourites/: each section's first 3 bookmarks and how many there are. */
export const myFavouritesSchema = z.object({
  data: z.object({
    use_cases: sectionSchema,
    circles: sectionSchema,
    events: sectionSchema,
    resources: sectionSchema,
    ai_tools: sectionSchema,
    jobs: sectionSchema,
  }),
});
export type MyFavourites = z.infer<typeof myFavouritesSchema>['data'];

/** GET my-items/: each section's first 3 items and how many there are. */
export const myItemsSchema = z.object({
  data: z.object({
    circles: sectionSchema,
    resources: sectionSchema,
    jobs: sectionSchema,
    use_cases: sectionSchema,
    posts: sectionSchema,
    ai_tools: sectionSchema,
  }),
});
export type MyItems = z.infer<typeof myItemsSchema>['data'];
