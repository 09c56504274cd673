import {
  LIMITS,
  VALIDATION,
  countWords,
  groupProfileSchema,
  profileUpdateSchema,
  profilesPolicy,
  type GroupProfileInput,
  type ProfileUpdate,
  type Profile,
} from '@careerhub/shared';
import type { TagItem } from '../../../components/ui/TagPicker';
import { validateForm, type FieldErrors } from '../../../components/form/validate';

/** The choice value that opens an "Other" text box (spec section 5). */
export const OTHER_OPTION = 0;
/** Job function is asked only of this current role (working professional). */
export const JOB_FUNCTION_ROLE = 3;

export const SOCIAL_FIELDS = [
  ['social_linkedin', 'LinkedIn'],
  ['social_twitter', 'Twitter'],
  ['social_google_scholar', 'Google Scholar'],
  ['social_research_gate', 'ResearchGate'],
  ['social_orcid', 'ORCID'],
  ['social_facebook', 'Facebook'],
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number][0];

export interface ProfileFormValues extends Record<SocialField, string> {
  current_role: string;
  job_function: string;
  career_stage: string;
  career_stage_extra: string;
  reason_to_join: number[];
  reason_to_join_extra: string;
  professional_field: string;
  professional_field_extra: string;
  title: string;
  institution: TagItem[];
  skills: TagItem[];
  topics: TagItem[];
  career_advice: string;
  first_name: string;
  last_name: string;
  country: string;
  location: string;
  prefered_language: string;
  short_bio: string;
  career_story: string;
  specific_needs: string;
  additional_career_information: string;
}
export type ProfileField = keyof ProfileFormValues;

/** Which tab shows a field, so a failed save can open the tab of the first error. */
export const FIELDS_BY_TAB = {
  career: [
    'current_role',
    'job_function',
    'career_stage',
    'career_stage_extra',
    'professional_field',
    'professional_field_extra',
    'reason_to_join',
    'reason_to_join_extra',
    'title',
    'institution',
    'skills',
    'topics',
    'career_advice',
  ],
  personal: [
    'first_name',
    'last_name',
    'country',
    'location',
    'prefered_language',
    'short_bio',
    'career_story',
    'specific_needs',
    'additional_career_information',
  ],
  social: SOCIAL_FIELDS.map(([field]) => field),
} as const satisfies Record<string, readonly ProfileField[]>;
export type FormTab = keyof typeof FIELDS_BY_TAB;

export interface FormRules {
  /** Career advice is written by certified members who are not influencers. */
  canWriteCareerAdvice: boolean;
}

/** The server's own rules (packages/shared/src/policies), applied to the profile being edited. */
export const rulesFor = (profile: Pick<Profile, 'is_certified' | 'is_influencer'>): FormRules => ({
  canWriteCareerAdvice: profilesPolicy.canWriteCareerAdvice({
    isCertified: profile.is_certified,
    isInfluencer: profile.is_influencer,
  }),
});

const text = (value: string | null | undefined) => value ?? '';
const choice = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const toNumber = (value: string) => (value === '' ? null : Number(value));
const toText = (value: string) => (value.trim() === '' ? null : value);

export function valuesFromProfile(profile: Profile): ProfileFormValues {
  const g = profile.group_profile;
  return {
    current_role: choice(g?.current_role),
    job_function: choice(g?.job_function),
    career_stage: choice(g?.career_stage),
    career_stage_extra: text(g?.career_stage_extra),
    reason_to_join: g?.reason_to_join ?? [],
    reason_to_join_extra: text(g?.reason_to_join_extra),
    professional_field: choice(g?.professional_field),
    professional_field_extra: text(g?.professional_field_extra),
    title: text(profile.title),
    institution:
      profile.institution && profile.institution_name
        ? [{ id: profile.institution, name: profile.institution_name }]
        : [],
    skills: profile.skills_detailed,
    topics: profile.topics_detailed,
    career_advice: text(profile.career_advice),
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: text(profile.country),
    location: text(profile.location),
    prefered_language: text(profile.prefered_language),
    short_bio: text(profile.short_bio),
    career_story: text(profile.career_story),
    specific_needs: text(profile.specific_needs),
    additional_career_information: text(profile.additional_career_information),
    ...(Object.fromEntries(SOCIAL_FIELDS.map(([field]) => [field, text(profile[field])])) as Record<
      SocialField,
      string
    >),
  };
}

export const isDirty = (initial: ProfileFormValues, current: ProfileFormValues) =>
  JSON.stringify(initial) !== JSON.stringify(current);

const CAREER_ANSWER_FIELDS = [
  'current_role',
  'job_function',
  'career_stage',
  'career_stage_extra',
  'reason_to_join',
  'reason_to_join_extra',
  'professional_field',
  'professional_field_extra',
] as const satisfies readonly ProfileField[];

/** The extra text boxes, the job function and career advice exist only under their conditions. */
export const visibility = (values: ProfileFormValues, rules: FormRules) => ({
  career_stage_extra: values.career_stage === String(OTHER_OPTION),
  reason_to_join_extra: values.reason_to_join.includes(OTHER_OPTION),
  professional_field_extra: values.professional_field === String(OTHER_OPTION),
  job_function: values.current_role === String(JOB_FUNCTION_ROLE),
  career_advice: rules.canWriteCareerAdvice,
});

const refs = (items: TagItem[]) => items.map((item) => item.id ?? item.name);

/** PATCH /users/profile/ body: every field of the dialog; hidden ones are left out. */
export function toProfileUpdate(values: ProfileFormValues, rules: FormRules): ProfileUpdate {
  const institution = values.institution[0];
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    title: toText(values.title),
    // A name that is not an existing institution's id is created on the server first.
    institution: institution ? (institution.id ?? institution.name) : null,
    country: toText(values.country),
    location: toText(values.location),
    prefered_language: toText(values.prefered_language),
    short_bio: toText(values.short_bio),
    career_story: toText(values.career_story),
    specific_needs: toText(values.specific_needs),
    additional_career_information: toText(values.additional_career_information),
    skills: refs(values.skills),
    topics: refs(values.topics),
    ...(rules.canWriteCareerAdvice ? { career_advice: toText(values.career_advice) } : {}),
    ...(Object.fromEntries(SOCIAL_FIELDS.map(([field]) => [field, toText(values[field])])) as Record<
      SocialField,
      string | null
    >),
  };
}

/** POST/PATCH /group-profiles/ body, or null when no career answer changed. */
export function toGroupProfileInput(
  values: ProfileFormValues,
  initial: ProfileFormValues,
  rules: FormRules,
): GroupProfileInput | null {
  if (CAREER_ANSWER_FIELDS.every((f) => JSON.stringify(values[f]) === JSON.stringify(initial[f])))
    return null;
  const shown = visibility(values, rules);
  return {
    current_role: toNumber(values.current_role),
    // Sent with the role: a changed role without a stage would reset the stage on the server.
    career_stage: toNumber(values.career_stage),
    career_stage_extra: shown.career_stage_extra ? toText(values.career_stage_extra) : null,
    reason_to_join: values.reason_to_join,
    reason_to_join_extra: shown.reason_to_join_extra ? toText(values.reason_to_join_extra) : null,
    professional_field: toNumber(values.professional_field),
    professional_field_extra: shown.professional_field_extra ? toText(values.professional_field_extra) : null,
    job_function: shown.job_function ? toNumber(values.job_function) : null,
  };
}

/**
 * Every rule of spec section 5 that applies to the dialog, with the shared schemas' exact messages
 * (the server checks the same ones). Returns the first message per field.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  initial: ProfileFormValues,
  rules: FormRules,
): FieldErrors<ProfileField> {
  const profile = validateForm(profileUpdateSchema, toProfileUpdate(values, rules));
  const errors: FieldErrors<ProfileField> =
    'errors' in profile ? { ...(profile.errors as FieldErrors<ProfileField>) } : {};
  const group = toGroupProfileInput(values, initial, rules);
  if (group) {
    const checked = validateForm(groupProfileSchema, group);
    if ('errors' in checked) Object.assign(errors, checked.errors);
    // Career answers are what makes a profile complete: once given they cannot be emptied.
    if (group.career_stage === null) errors.career_stage ??= VALIDATION.required;
    if (group.reason_to_join?.length === 0) errors.reason_to_join ??= VALIDATION.required;
  }
  if (values.skills.length > LIMITS.skills) errors.skills ??= VALIDATION.maxSkills;
  if (values.topics.length > LIMITS.topics) errors.topics ??= VALIDATION.maxTopics;
  return errors;
}

/** Every field of the three form tabs, in the order the dialog shows them. */
export const FORM_FIELDS: readonly ProfileField[] = Object.values(FIELDS_BY_TAB).flat();

/** The tab holding the first field with an error, in the order the dialog shows them. */
export function tabOfFirstError(errors: FieldErrors<ProfileField>): FormTab | null {
  for (const [tab, fields] of Object.entries(FIELDS_BY_TAB) as Array<[FormTab, readonly ProfileField[]]>) {
    if (fields.some((field) => errors[field])) return tab;
  }
  return null;
}

/** Live counters shown under the limited text boxes. */
export const wordsUsed = (value: string) => countWords(value);
export const charsUsed = (value: string) => value.trim().length;
