/**
 * Which part of the registration wizard a verified user still needs (spec section 4, "Account"
 * and "Profile completeness"). The server reports it on GET /identity/ and the web wizard decides
 * its steps with the same function, so both always agree.
 *
 * - `all`: the career answers are missing (career_stage null or reason_to_join empty): the whole
 *   wizard, starting with the three options (LinkedIn, resume, full form).
 * - `basic`: the career answers exist, but the site registers people by institution and the user
 *   has none yet: the short flow that asks for the institution.
 * - `advanced`: the basics exist, but there is neither a resume nor a LinkedIn link: the flow that
 *   offers the one-step import (LinkedIn or resume) to fill the richer parts of the profile.
 * - `none`: nothing is missing; no completion screen.
 */
export const PROFILE_COMPLETION_LEVELS = ['all', 'basic', 'advanced', 'none'] as const;
export type ProfileCompletionLevel = (typeof PROFILE_COMPLETION_LEVELS)[number];

/** The parts the levels are chosen from, reported so the wizard can skip what is already there. */
export const PROFILE_COMPLETION_PARTS = ['career', 'institution', 'resume_or_linkedin'] as const;
export type ProfileCompletionPart = (typeof PROFILE_COMPLETION_PARTS)[number];

export interface ProfileCompletionInput {
  career_stage: number | null | undefined;
  reason_to_join: readonly number[] | null | undefined;
  /** A resume file is stored on the profile. */
  has_resume: boolean;
  social_linkedin: string | null | undefined;
  /** An institution is set on the profile or on the group profile. */
  has_institution: boolean;
  /** The site's registration configuration: institutional sites register people by institution. */
  institutional: boolean;
}

export interface ProfileCompletion {
  level: ProfileCompletionLevel;
  missing: ProfileCompletionPart[];
}

/** The spec's definition: incomplete when career_stage is null or reason_to_join is null or empty. */
export function isProfileIncomplete(
  input: Pick<ProfileCompletionInput, 'career_stage' | 'reason_to_join'>,
): boolean {
  return input.career_stage === null || input.career_stage === undefined || !input.reason_to_join?.length;
}

const LEVEL_OF: Record<ProfileCompletionPart, ProfileCompletionLevel> = {
  career: 'all',
  institution: 'basic',
  resume_or_linkedin: 'advanced',
};

export function profileCompletion(input: ProfileCompletionInput): ProfileCompletion {
  const missing: ProfileCompletionPart[] = [];
  if (isProfileIncomplete(input)) missing.push('career');
  if (input.institutional && !input.has_institution) missing.push('institution');
  if (!input.has_resume && !input.social_linkedin?.trim()) missing.push('resume_or_linkedin');
  // Parts are listed from the widest flow to the narrowest: the first one missing sets the level.
  const first = missing[0];
  return { level: first ? LEVEL_OF[first] : 'none', missing };
}
