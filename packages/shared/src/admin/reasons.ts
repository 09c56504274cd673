import { ENTHUSIASM_REASONS } from './enthusiasm.js';

/**
 * The reason codes of the registration_approval agent, and what an administrator reads for each
 * (shown on hover and in the member row). The rules live on the server (system-agents module).
 */
export const REGISTRATION_REASONS = {
  EMAIL_DOMAIN_MATCH: "The email address is on the organization's domain.",
  EMAIL_DOMAIN_OTHER: "The email address is not on the organization's domain.",
  DISPOSABLE_EMAIL: 'The email address is from a disposable (throwaway) mail provider.',
  EMAIL_VERIFIED: 'The email address is verified.',
  EMAIL_UNVERIFIED: 'The email address is not verified yet.',
  PROFILE_COMPLETE: 'The profile is well filled in.',
  PROFILE_SPARSE: 'The profile is almost empty.',
  NAME_DUPLICATE: 'Another member of the organization has exactly this name.',
  NAME_LOOKALIKE: "The name looks very like another member's name.",
  NAME_IMPLAUSIBLE: 'The name has digits or is too short to be a real name.',
  ANSWERS_COMPLETE: "The join questions' required answers are given.",
  ANSWERS_MISSING: 'Required join questions are unanswered.',
  SIGNUP_BURST: 'Many accounts signed up from the same network within the hour.',
  OVERRIDDEN_BY_ADMIN: 'An administrator set this review by hand.',
} as const;
export type RegistrationReason = keyof typeof REGISTRATION_REASONS;

/**
 * The reason codes of the usecase_curation agent (a use case's quality: high, medium, low or
 * reject), and what an administrator reads for each in the Quality column.
 */
export const USE_CASE_CURATION_REASONS = {
  DESCRIPTION_DETAILED: 'The description is detailed (80 words or more).',
  DESCRIPTION_SHORT: 'The description is very short (under 25 words).',
  TITLE_VAGUE: 'The title is too short to say what the use case does.',
  REASON_GIVEN: 'It says why the use case is important.',
  REASON_MISSING: 'It does not say why the use case is important.',
  FIELDS_COMPLETE: 'Most optional fields (tools, functions, categories, media) are filled in.',
  FIELDS_SPARSE: 'Almost no optional fields are filled in.',
  AI_TOOLS_LINKED: 'It names the AI tools it uses.',
  MEDIA_ATTACHED: 'It has a document, a video or a thumbnail.',
  LINKS_EXCESSIVE: 'The text is mostly links (more than 5), which looks like promotion.',
  NEAR_DUPLICATE: 'Another use case of the organization is very similar (trigram similarity 0.6 or more).',
  DUPLICATE: 'Another use case of the organization has the same title or text.',
  OVERRIDDEN_BY_ADMIN: 'An administrator set this quality by hand.',
} as const;
export type UseCaseCurationReason = keyof typeof USE_CASE_CURATION_REASONS;

/** High / Medium / Low / Reject (content-ai-admin.md 4, use case quality levels). */
export const QUALITY_LABELS = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  reject: 'Reject',
} as const;

/** The text of a reason code (an unknown code reads as itself). */
export const reasonText = (code: string): string =>
  (REGISTRATION_REASONS as Record<string, string>)[code] ??
  (USE_CASE_CURATION_REASONS as Record<string, string>)[code] ??
  (ENTHUSIASM_REASONS as Record<string, string>)[code] ??
  code;
