import { ONBOARDING_TEXT as T, type BrandFlags, type ProfileCompletionPart } from '@careerhub/shared';

/** The parts a profile can miss, from the widest flow to the narrowest (shared completion levels). */
export type MissingPart = ProfileCompletionPart;

export type StepId =
  | 'start'
  | 'organization'
  | 'current_role'
  | 'career_info'
  | 'university'
  | 'ai_experience'
  | 'personal_info'
  | 'skills_topics'
  | 'social'
  | 'almost_complete';

export interface StepDef {
  id: StepId;
  title: string;
  /** Shows a Skip button: the step may be left without answering. */
  skippable: boolean;
  /** A form with every field empty just moves on, without a call. */
  allowEmpty: boolean;
}

const STEP_DEFS: Record<StepId, StepDef> = {
  start: { id: 'start', title: T.startTitle, skippable: false, allowEmpty: false },
  organization: { id: 'organization', title: T.organization, skippable: true, allowEmpty: true },
  current_role: { id: 'current_role', title: T.currentRole, skippable: false, allowEmpty: false },
  career_info: { id: 'career_info', title: T.careerInformation, skippable: false, allowEmpty: false },
  university: { id: 'university', title: T.university, skippable: false, allowEmpty: false },
  ai_experience: { id: 'ai_experience', title: T.aiExperience, skippable: true, allowEmpty: true },
  personal_info: { id: 'personal_info', title: T.personalInformation, skippable: false, allowEmpty: false },
  skills_topics: { id: 'skills_topics', title: T.skillsAndTopics, skippable: true, allowEmpty: true },
  social: { id: 'social', title: T.socialNetworkSites, skippable: true, allowEmpty: true },
  almost_complete: { id: 'almost_complete', title: T.almostComplete, skippable: false, allowEmpty: false },
};

export type StepFlags = Pick<BrandFlags, 'institutional' | 'diaspora' | 'registration_speed'>;

/**
 * The wizard's steps for what is missing (spec section 4):
 * - career answers missing (level all): the full flow. The three starting options and the profile
 *   detail steps (personal, skills and topics, social) appear only while there is no resume or
 *   LinkedIn link, since a one-step import fills exactly those.
 * - institution missing on an institutional site (level basic): the university step.
 * - resume or LinkedIn missing (level advanced): the starting options, then the richer profile parts.
 * Institutional sites add the university step (department required) to the full flow; a quick
 * registration site leaves out the optional organization, AI experience and skills steps.
 */
export function buildStepSet(missing: readonly MissingPart[], flags: StepFlags): StepDef[] {
  const ids: StepId[] = [];
  const has = (part: MissingPart) => missing.includes(part);
  const quick = flags.registration_speed === 'quick';
  const needsDetails = has('resume_or_linkedin');

  if (has('career')) {
    if (needsDetails) ids.push('start');
    if (!quick) ids.push('organization');
    ids.push('current_role', 'career_info');
    if (flags.institutional) ids.push('university');
    if (!quick) ids.push('ai_experience');
    if (needsDetails) {
      ids.push('personal_info');
      if (!quick) ids.push('skills_topics');
      ids.push('social');
    }
  } else if (has('institution') && flags.institutional) {
    ids.push('university');
  } else if (needsDetails) {
    ids.push('start', 'personal_info', 'skills_topics', 'social');
  }
  if (ids.length === 0) return [];
  ids.push('almost_complete');
  return ids.map((id) => STEP_DEFS[id]);
}

/** The steps a progress indicator counts: the choice of how to start is not a step of the form. */
export function countedSteps(steps: readonly StepDef[]): StepDef[] {
  return steps.filter((s) => s.id !== 'start');
}

/** True when every value of a form is empty: no text, no choice, no list item. */
export function isEmptyForm(values: Record<string, unknown>): boolean {
  return Object.values(values).every((v) => {
    if (v === null || v === undefined) return true;
    if (typeof v === 'string') return v.trim() === '';
    if (Array.isArray(v)) return v.length === 0;
    if (typeof v === 'object') return isEmptyForm(v as Record<string, unknown>);
    return false;
  });
}
