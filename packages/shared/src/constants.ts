/**
 * Business constants from the three spec documents ("Business constants and limits" sections).
 * Server and web import these; a limit changes here and nowhere else.
 */
import { formatCount } from './text.js';

export const BRAND_KEYS = [
  'app',
  'star',
  'sdg',
  'rlf',
  'sim',
  'connectdiaspora',
  'ioe',
  'cosmicGlobal',
  'morgan',
  'summerCamp',
  'samataGlobal',
  'iom',
  'ku',
  'ai',
  'cic',
] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];
export const DEFAULT_BRAND_KEY: BrandKey = 'app';

export const STATUSES = [
  'accepted',
  'rejected',
  'pending',
  'confirmed',
  'submitted',
  'canceled',
  'errored',
  'expired',
] as const;
export type Status = (typeof STATUSES)[number];

export const VISIBILITY = { public: 0, private: 20 } as const;
export const ADMISSION = ['open', 'closed'] as const;

export const GROUP_TYPES = ['organization', 'event', 'institution', 'circle'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const GROUP_DURATION = ['time_limited'] as const;

export const GROUP_ROLES = [
  'admin',
  'leader',
  'facilitator',
  'member',
  'attendee',
  'volunteer',
  'presenter',
  'content-creator',
  'student',
  'faculty',
  'alumni',
  'other',
] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** Admin or leader with accepted status counts as group manager. */
export const GROUP_MANAGER_ROLES: readonly GroupRole[] = ['admin', 'leader'];

/** Roles the permission matrix is tested against. */
export const PLATFORM_ROLES = [
  'anonymous',
  'trial',
  'unverified',
  'member',
  'certified',
  'admin',
  'staff',
  'influencer',
] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const WORK_MODES = ['on_site', 'remote', 'hybrid'] as const;
export const JOB_LOCATIONS = WORK_MODES;
export const EMPLOYMENT_TYPES = ['project_based', 'full_time', 'part_time', 'internship'] as const;
export const JOB_TYPES = EMPLOYMENT_TYPES;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const IDEA_TAGS = ['big_and_bold', 'new_idea', 'must'] as const;
export const CAREER_GOALS = ['learn_ai_skills', 'career_development', 'both'] as const;
export type CareerGoal = (typeof CAREER_GOALS)[number];
export const ASSISTANT_KINDS = ['career_assistant', 'careergps'] as const;
export const USECASE_QUALITY_LEVELS = ['high', 'medium', 'low', 'reject'] as const;
export const MEMBERSHIP_FILTERS = ['accepted', 'pending', 'rejected', 'unverified'] as const;
export const MEMBERSHIP_DURATIONS = ['month', 'year'] as const;
export const REGIONS = ['AS', 'AC', 'AU', 'EU', 'NM', 'SU'] as const;
export const SOCIAL_LINKS = [
  'linkedin',
  'twitter',
  'google_scholar',
  'research_gate',
  'orcid',
  'facebook',
] as const;

export const CERTIFICATION_LEVELS = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced' } as const;
export const AI_KNOWLEDGE_LEVELS = [
  { value: 0, label: 'Not Set' },
  { value: 1, label: 'Beginner' },
  { value: 2, label: 'Explorer' },
  { value: 3, label: 'Practitioner' },
  { value: 4, label: 'Expert' },
  { value: 5, label: 'Researcher / Thought Leader' },
] as const;

export const MEMBERSHIP_TIERS = { min: 0, max: 3, free: 0 } as const;
/**
 * The identity's circle_discount_percent: the percentage off a paid circle or event that the
 * member's running plan grants; `default` (0, nothing off) without one (decision 0029).
 */
export const CIRCLE_DISCOUNT = { min: 0, max: 100, default: 0 } as const;

/** Year choices run from 2081 down to 2045. */
export const YEAR_CHOICES: readonly number[] = Array.from({ length: 2081 - 2045 + 1 }, (_, i) => 2081 - i);

export const PAGE_SIZES = {
  default: 40,
  notifications: 12,
  chatMessages: 50,
  chatHistory: 12,
  members: 15,
  search: 15,
  groupResources: 12,
  posts: 15,
  events: 15,
  circles: 15,
  applicants: 15,
  jobApplicants: 12,
  jobBoard: 9,
  organizationJobs: 12,
  inviteUserSearch: 100,
  connectionsCircles: 9,
  connectionsEvents: 9,
  usecases: 15,
  aitools: 9,
  circleLeaders: 9,
  prompts: 15,
  favorites: 10,
  myItems: 10,
  influentialPeople: 16,
  influentialPeoplePager: 6,
  influentialOrganizations: 16,
  resources: 15,
  agentReports: 30,
  recommendationSearch: 16,
  adminTableDefault: 10,
  adminMembers: 50,
  circlePicker: 50,
} as const;
export const ADMIN_TABLE_PAGE_SIZES = [5, 25, 50, 100, 500] as const;
/** Largest page a list endpoint will serve, whatever the client asks. */
export const MAX_PAGE_SIZE = 500;

export const LIMITS = {
  title: 200,
  body: 4000,
  textField: 4000,
  scoreColourThreshold: 60,
  passwordMin: 8,
  otpLength: 6,
  skills: 7,
  topics: 7,
  professionalFields: 7,
  jobFunctions: 3,
  categories: 3,
  sdgs: 3,
  paidFeatures: 3,
  files: 7,
  thumbnails: 1,
  documents: 1,
  multiPicker: 7,
  bioWords: 400,
  storyWords: 400,
  specificNeedsChars: 500,
  additionalInfoWords: 200,
  extraTextChars: 30,
  abstractWords: 250,
  descriptionWords: 500,
  reasonWords: 500,
  leaderBio: 500,
  uploadBytes: 10 * 1024 * 1024,
  logoBytes: 5 * 1024 * 1024,
  fileNameDisplay: 40,
  chipDisplay: 6,
  searchMinChars: 2,
  autocompleteDebounceMs: 500,
  inviteSearchDebounceMs: 300,
  memberSearchDebounceMs: 500,
  suggestionBlurCloseMs: 200,
  signupToastMs: 15000,
  verifyRedirectMs: 2000,
  importDelayMs: 2000,
  typingMsPerChar: 1,
  defaultMaxGroupSize: 1000,
  /** The circle hero's seat count when maximum_size is absent (section 9). */
  circleHeroSeatFallback: 100,
  archiveAfterDays: 90,
  postTitleChars: 100,
  postPreviewChars: 1200,
  resourcePreviewChars: 200,
  descriptionSnippetChars: 200,
  assistantSuggestedQuestions: 4,
  recommendationsPerType: 5,
  relatedCirclesMax: 10,
  selectMaxHeightPx: 300,
  chatPanelHeightPercent: 85,
} as const;

export const UPLOAD_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/jpg'],
  video: ['video/mp4', 'video/mpeg'],
  resume: ['application/pdf'],
} as const;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Query cache time: 30 minutes. */
export const QUERY_CACHE_MS = 30 * 60 * 1000;

export const PUBLICATION_OPTIONS = [
  'journal article 3,000-6,500 words',
  'book chapter 2,500-4,000',
  'practitioner essay 1,500-2,000',
  'not interested',
] as const;
export const SUBMISSION_TYPES = [
  'Keynote Speaker',
  'Distinguished Speaker',
  'Plenary Presentation',
  'Paper Presentation',
  'Panel Discussion',
  'Workshop',
  'Arts-based Performances',
  'Book talk',
] as const;
export const PROGRAM_TYPES = ['Online Conference', 'In-Person Conference'] as const;
export const DIETARY_OPTIONS = ['Vegetarian', 'Non-vegetarian'] as const;
export const PARTICIPANT_TYPES = ['attendee', 'presenter'] as const;
export const VOTE_VALUES = [1, -1, null] as const;
export const RECOMMENDATION_TYPE_ORDER = [
  'resource',
  'external_resource',
  'internal_resource',
  'user',
  'event',
  'circle',
  'organization',
  'job',
  // Not in the spec's list (content-ai-admin 9): the catalogue joined the index later; listed last.
  'use_case',
  'ai_tool',
] as const;

/**
 * List totals are exact up to this many matches; past it a list answers `LIST_COUNT_CAP + 1`
 * ("1,000+" on screen), so counting never costs more than walking this many index entries.
 */
export const LIST_COUNT_CAP = 1000;

/** A list total as screens show it: "1,234"-style, or "1,000+" past the cap. */
export function formatListCount(count: number): string {
  return count > LIST_COUNT_CAP ? `${formatCount(LIST_COUNT_CAP)}+` : formatCount(count);
}
