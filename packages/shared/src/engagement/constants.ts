/**
 * Votes, bookmarks, Favorites and My Items (spec content-ai-admin 2.10, 3 Vote and Bookmark, 4,
 * 7.3, 7.7, 8 "Bookmark, vote, follow", 9 page sizes).
 */

/** The kinds of item a member votes on or bookmarks; the server's registry says which it serves. */
export const ENGAGEABLE_TYPES = [
  'content',
  'comment',
  'job',
  'circle',
  'event',
  'use_case',
  'ai_tool',
] as const;
export type EngageableType = (typeof ENGAGEABLE_TYPES)[number];

/** content_type values a vote names (resources, posts, prompts and career tips are all `content`). */
export const VOTABLE_TYPES = ['content', 'comment', 'use_case', 'ai_tool'] as const;
export type VotableType = (typeof VOTABLE_TYPES)[number];

/** The {type} of bookmark/{type}/{id}/ and bookmark/{type}/. */
export const BOOKMARKABLE_TYPES = ['content', 'job', 'circle', 'event', 'use_case', 'ai_tool'] as const;
export type BookmarkableType = (typeof BOOKMARKABLE_TYPES)[number];

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];
/** Stored vote values: 1 upvote, -1 downvote, null neutral. */
export const VOTE_VALUE: Record<VoteType, 1 | -1> = { upvote: 1, downvote: -1 };

/** Favorites sections in the spec's order, each the bookmarks of one type (jobs only with show_job_menu). */
export const FAVORITE_SECTIONS = ['use_cases', 'circles', 'events', 'resources', 'ai_tools', 'jobs'] as const;
export type FavoriteSection = (typeof FAVORITE_SECTIONS)[number];
export const FAVORITE_SECTION_TYPE: Record<FavoriteSection, BookmarkableType> = {
  use_cases: 'use_case',
  circles: 'circle',
  events: 'event',
  resources: 'content',
  ai_tools: 'ai_tool',
  jobs: 'job',
};

/** My Items sections in the spec's order (jobs only with show_job_menu). */
export const MY_SECTIONS = ['circles', 'resources', 'jobs', 'use_cases', 'posts', 'ai_tools'] as const;
export type MySection = (typeof MY_SECTIONS)[number];

/** The {type} of GET {type}/me/ (spec 7.3). */
export const MY_ITEM_PATHS = ['jobs', 'career-tips', 'ai_tools', 'use_cases', 'circles', 'contents'] as const;
export type MyItemPath = (typeof MY_ITEM_PATHS)[number];

/** Sections show their first 3 items, then "View More" (spec 9). */
export const ENGAGEMENT_PREVIEW_ITEMS = 3;
