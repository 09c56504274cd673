/** Use cases and AI tools (content-ai-admin sections 3, 5 and 9). */
export const CATALOG_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

export const CATALOG_LIMITS = {
  title: 200,
  name: 100,
  descriptionWords: 500,
  reasonWords: 500,
  /** Characters stored at most for a description or reason (500 long words). */
  textChars: 10_000,
  topics: 7,
  professionalFields: 7,
  jobFunctions: 3,
  categories: 3,
  careerStages: 10,
  roles: 20,
  aiTools: 50,
  relatedCircles: 10,
  /** The logo: 5 × 1024 × 1024 bytes. */
  logoBytes: 5 * 1024 * 1024,
  url: 2000,
  excerptChars: 200,
  toolCardTitleChars: 20,
  toolCardDescriptionChars: 40,
  searchMinChars: 2,
  searchMaxChars: 200,
  filterIds: 50,
} as const;

export const CATALOG_PAGE_SIZES = { useCases: 15, aiTools: 9 } as const;

/** The list's filters in the spec's default order (2.4); the app configuration's filter_order may reorder them. */
export const USE_CASE_FILTER_ORDER = [
  'search',
  'job_function',
  'professional_field',
  'business_value',
  'complexity',
  'innovation_category',
  'career_stage',
  'category',
] as const;
export type UseCaseFilterKey = (typeof USE_CASE_FILTER_ORDER)[number];

/**
 * The single choices of a use case. The spec names the fields but not their values; these are ours
 * (docs/decisions/0021).
 */
export const BUSINESS_VALUES = ['High', 'Medium', 'Low'] as const;
export const COMPLEXITY_LEVELS = ['Low', 'Medium', 'High'] as const;
export const INNOVATION_CATEGORIES = ['Incremental', 'Substantial', 'Transformational'] as const;

export const USE_CASE_QUALITY_LEVELS = ['high', 'medium', 'low', 'reject'] as const;

/** Words of a plain text, as the 500-word limits count them. */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The first characters of a text, with an ellipsis when cut (cards). */
export const truncateText = (text: string, limit: number) =>
  text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
