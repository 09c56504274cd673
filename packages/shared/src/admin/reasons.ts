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

/** The text of a reason code (an unknown code reads as itself). */
export const reasonText = (code: string): string =>
  (REGISTRATION_REASONS as Record<string, string>)[code] ?? code;
