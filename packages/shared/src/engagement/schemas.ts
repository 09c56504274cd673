import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { PAGE_SIZES } from '../constants.js';
import { idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import { BOOKMARKABLE_TYPES, ENGAGEABLE_TYPES, VOTE_TYPES } from './constants.js';

const objectId = z
  .number({ error: VALIDATION.expectedInteger })
  .int({ error: VALIDATION.expectedInteger })
  .min(1, { error: VALIDATION.invalidValue })
  .max(2_147_483_647, { error: VALIDATION.invalidValue });

/** POST votes/ (spec 3 Vote, 7.7). Which content types take votes is the server's registry. */
export const voteSchema = z.object({
  content_type: z.enum(ENGAGEABLE_TYPES, { error: VALIDATION.invalidValue }),
  object_id: objectId,
  vote_type: z.enum(VOTE_TYPES, { error: VALIDATION.invalidValue }),
});
export type VoteInput = z.infer<typeof voteSchema>;

/** bookmark/{type}/{id}/ and unbookmark/{type}/{id}/ path parameters. */
export const bookmarkParams = z.object({
  type: z.enum(BOOKMARKABLE_TYPES, { error: VALIDATION.invalidValue }),
  id: idParam(),
});
export const bookmarkTypeParams = z.object({
  type: z.enum(BOOKMARKABLE_TYPES, { error: VALIDATION.invalidValue }),
});

/** Favorites and my pages: 10 a page (spec 9). */
export const engagementListQuery = paginationQuery(PAGE_SIZES.favorites);
export type EngagementListQuery = z.output<typeof engagementListQuery>;

/** contents/me/ narrows to one kind: resources (with prompts) or posts (with newsletters). */
export const myContentsQuery = engagementListQuery.extend({
  type: z.enum(['resource', 'post'], { error: VALIDATION.invalidValue }).optional(),
});
