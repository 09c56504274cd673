import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT, VALIDATION } from '@careerhub/shared';
import type { Profile } from '../types';
import {
  tabOfFirstError,
  toGroupProfileInput,
  toProfileUpdate,
  validateProfileForm,
  valuesFromProfile,
  visibility,
  type ProfileFormValues,
} from './profileForm';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

const profile: Profile = {
  id: 7,
  name_slug: 'priya-sharma',
  first_name: 'Priya',
  last_name: 'Sharma',
  email: 'member@demo.careerhub.example',
  alternate_email: null,
  is_alternate_email_verified: false,
  is_influencer: false,
  is_certified: false,
  picture: null,
  resume: null,
  video: null,
  country: 'IN',
  location: null,
  completion_percent: 20,
  title: 'Data Analyst',
  institution: 3,
  institution_name: 'Kathmandu University',
  prefered_language: null,
  short_bio: null,
  career_story: null,
  career_advice: null,
  specific_needs: null,
  additional_career_information: null,
  skills_detailed: [{ id: 1, name: 'SQL' }],
  topics_detailed: [],
  social_linkedin: null,
  social_twitter: null,
  social_google_scholar: null,
  social_research_gate: null,
  social_orcid: null,
  social_facebook: null,
  group_profile: {
    id: 11,
    group: null,
    current_role: 3,
    job_function: 2,
    career_stage: 3,
    career_stage_extra: null,
    reason_to_join: [1],
    reason_to_join_extra: null,
    professional_field: 1,
    professional_field_extra: null,
    institution: null,
    extra_info: {},
  },
  is_following: false,
  followers_count: 0,
  following_count: 0,
};
const member = { canWriteCareerAdvice: false };
const certified = { canWriteCareerAdvice: true };
const initial = valuesFromProfile(profile);
const check = (change: Partial<ProfileFormValues>, rules = member) =>
  validateProfileForm({ ...initial, ...change }, initial, rules);

describe('profile edit validation (spec section 5)', () => {
  it('accepts the profile as loaded', () => {
    expect(check({})).toEqual({});
  });

  it('allows 400 words of bio and story, not 401', () => {
    expect(check({ short_bio: words(400), career_story: words(400) })).toEqual({});
    expect(check({ short_bio: words(401) }).short_bio).toBe(VALIDATION.max400Words);
    expect(check({ career_story: `  ${words(401)}\n` }).career_story).toBe(VALIDATION.max400Words);
  });

  it('counts additional information in words (200) and specific needs in trimmed characters (500)', () => {
    expect(check({ additional_career_information: words(200) })).toEqual({});
    expect(check({ additional_career_information: words(201) }).additional_career_information).toBe(
      VALIDATION.max200Words,
    );
    expect(check({ specific_needs: `${'a'.repeat(500)}    ` })).toEqual({});
    expect(check({ specific_needs: 'a'.repeat(501) }).specific_needs).toBe(VALIDATION.max500Chars);
  });

  it('limits the "Other" career stage text to 30 characters and the reason and field texts to 50', () => {
    expect(check({ career_stage: '0', career_stage_extra: 'x'.repeat(30) })).toEqual({});
    expect(
      check({ career_stage: '0', career_stage_extra: 'x'.repeat(31), reason_to_join: [1] })
        .career_stage_extra,
    ).toBe(VALIDATION.max30Chars);
    expect(check({ reason_to_join: [0], reason_to_join_extra: 'x'.repeat(51) }).reason_to_join_extra).toBe(
      VALIDATION.max50Chars,
    );
    expect(
      check({ professional_field: '0', professional_field_extra: 'x'.repeat(51) }).professional_field_extra,
    ).toBe(VALIDATION.max50Chars);
  });

  it('sends the extra texts only for option 0 and the job function only for current role 3', () => {
    const other = { ...initial, career_stage: '0', career_stage_extra: 'Career switcher', job_function: '5' };
    expect(visibility(other, member)).toMatchObject({
      career_stage_extra: true,
      job_function: true,
      reason_to_join_extra: false,
    });
    expect(toGroupProfileInput(other, initial, member)).toMatchObject({
      career_stage: 0,
      career_stage_extra: 'Career switcher',
      job_function: 5,
    });

    const student = {
      ...initial,
      current_role: '2',
      career_stage: '2',
      career_stage_extra: 'left over',
      job_function: '5',
    };
    expect(visibility(student, member).job_function).toBe(false);
    expect(toGroupProfileInput(student, initial, member)).toMatchObject({
      current_role: 2,
      career_stage_extra: null,
      job_function: null,
    });
  });

  it('leaves the group profile alone when no career answer changed', () => {
    expect(toGroupProfileInput({ ...initial, title: 'Lead Analyst' }, initial, member)).toBeNull();
  });

  it('requires a career stage and at least one reason once career answers are edited', () => {
    const errors = check({ career_stage: '', reason_to_join: [] });
    expect(errors.career_stage).toBe(VALIDATION.required);
    expect(errors.reason_to_join).toBe(VALIDATION.required);
    expect(tabOfFirstError(errors)).toBe('career');
  });

  it('includes career advice only for those allowed to write it', () => {
    const values = { ...initial, career_advice: 'Ask for feedback early.' };
    expect(toProfileUpdate(values, member)).not.toHaveProperty('career_advice');
    expect(toProfileUpdate(values, certified)).toMatchObject({ career_advice: 'Ask for feedback early.' });
    expect(check({ career_advice: 'x'.repeat(2001) }, certified).career_advice).toMatch(
      /^Maximum of \d+ characters$/,
    );
  });

  it('sends a typed institution name (not an id) so the server creates it', () => {
    expect(
      toProfileUpdate({ ...initial, institution: [{ id: null, name: 'Pokhara University' }] }, member)
        .institution,
    ).toBe('Pokhara University');
    expect(toProfileUpdate(initial, member).institution).toBe(3);
    expect(toProfileUpdate({ ...initial, institution: [] }, member).institution).toBeNull();
  });

  it('keeps the names required with their own messages and checks link addresses', () => {
    const errors = check({ first_name: '  ', last_name: '', social_linkedin: 'linkedin.com/in/priya' });
    expect(errors.first_name).toBe(VALIDATION.firstNameMin);
    expect(errors.last_name).toBe(VALIDATION.lastNameMin);
    expect(errors.social_linkedin).toBeTruthy();
    expect(tabOfFirstError({ social_linkedin: 'x' })).toBe('social');
    expect(tabOfFirstError({ short_bio: 'x', social_linkedin: 'x' })).toBe('personal');
  });

  it('refuses more than 7 skills or topics with the spec messages', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `s${i}` }));
    expect(check({ skills: eight }).skills).toBe(VALIDATION.maxSkills);
    expect(check({ topics: eight }).topics).toBe(VALIDATION.maxTopics);
  });

  it('writes counters the way the dialog shows them', () => {
    expect(PROFILE_TEXT.wordCount(3, 400)).toBe('3 / 400 words');
  });
});
