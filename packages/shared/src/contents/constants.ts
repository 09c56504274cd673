import { LIMITS, PAGE_SIZES, VISIBILITY } from '../constants.js';

/**
 * Community content (spec groups-jobs-payments: Resource or post, sections 4, 5, 9;
 * content-ai-admin sections 2.7, 3, 4, 9). One table holds every kind.
 */
export const CONTENT_TYPES = ['post', 'newsletter', 'resource', 'prompt', 'career_tip'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** What contents/ serves and creates; career tips have their own calls. */
export const CONTENT_LIST_TYPES = ['post', 'newsletter', 'resource', 'prompt'] as const;
export type ContentListType = (typeof CONTENT_LIST_TYPES)[number];
/** Posts and newsletters appear together in a group's Posts tab. */
export const POST_TYPES = ['post', 'newsletter'] as const;
/** Contributions: the hub (resource) and the AI Prompt Library (prompt). */
export const RESOURCE_TYPES = ['resource', 'prompt'] as const;

export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_SUB_TYPES = ['external'] as const;
export const APPROVAL_ACTIONS = ['approve', 'reject'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** security_level: 0 public, 20 private (members of the group only). New posts are private. */
export const SECURITY_LEVELS = VISIBILITY;
export const SECURITY_LEVEL_VALUES = [SECURITY_LEVELS.public, SECURITY_LEVELS.private] as const;
export const DEFAULT_POST_SECURITY_LEVEL = SECURITY_LEVELS.private;

export const CONTENT_FILE_KINDS = ['file', 'thumbnail'] as const;
export type ContentFileKind = (typeof CONTENT_FILE_KINDS)[number];

export const CONTENT_PAGE_SIZES = {
  posts: PAGE_SIZES.posts, // 15
  groupResources: PAGE_SIZES.groupResources, // 12
  hub: PAGE_SIZES.resources, // 15
  prompts: PAGE_SIZES.prompts, // 15
  careerTips: 15,
  topicAreas: 100,
} as const;

export const CONTENT_LIMITS = {
  /** A post's title is the first 100 characters of its text. */
  postTitleChars: LIMITS.postTitleChars,
  /** Posts show Show More past 1,200 characters. */
  postPreviewChars: LIMITS.postPreviewChars,
  /** Resource text preview, and all a locked premium resource shows. */
  resourcePreviewChars: LIMITS.resourcePreviewChars,
  title: LIMITS.title,
  /** Plain `content` of a post (text fields max 4000). */
  text: LIMITS.textField,
  /** The plain text of rich-text blocks (resources, prompts, career tips). */
  richText: 20_000,
  files: LIMITS.files, // 7
  thumbnails: LIMITS.thumbnails, // 1
  topics: LIMITS.topics, // 7
  careerStages: 20,
  sourceUrl: 2000,
  searchMinChars: LIMITS.searchMinChars, // 2
  searchMaxChars: 100,
  filterIds: 50,
} as const;

/** Uploads a content item may attach (spec Uploads: video, image, pdf). */
export const CONTENT_FILE_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
] as const;
export const CONTENT_THUMBNAIL_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The background job that mails a newsletter to the group's members (handled by the engage module). */
export const NEWSLETTER_CREATED_JOB = 'newsletter.created';
