import { describe, expect, it } from 'vitest';
import { isProfileIncomplete, profileCompletion, type ProfileCompletionInput } from './profileCompletion.js';

const complete: ProfileCompletionInput = {
  career_stage: 2,
  reason_to_join: [1, 3],
  has_resume: true,
  social_linkedin: 'https://www.linkedin.com/in/mei-lin',
  has_institution: true,
  institutional: true,
};

describe('isProfileIncomplete', () => {
  it.each([
    [{ career_stage: null, reason_to_join: [1] }, true],
    [{ career_stage: undefined, reason_to_join: [1] }, true],
    [{ career_stage: 2, reason_to_join: null }, true],
    [{ career_stage: 2, reason_to_join: [] }, true],
    [{ career_stage: 0, reason_to_join: [0] }, false],
    [{ career_stage: 4, reason_to_join: [2] }, false],
  ])('%j → %s', (input, expected) => {
    expect(isProfileIncomplete(input)).toBe(expected);
  });
});

describe('profileCompletion', () => {
  it('nothing missing → none', () => {
    expect(profileCompletion(complete)).toEqual({ level: 'none', missing: [] });
  });

  it('a brand-new account misses everything → all', () => {
    expect(
      profileCompletion({
        career_stage: null,
        reason_to_join: [],
        has_resume: false,
        social_linkedin: null,
        has_institution: false,
        institutional: true,
      }),
    ).toEqual({ level: 'all', missing: ['career', 'institution', 'resume_or_linkedin'] });
  });

  it('missing career answers win over everything else', () => {
    expect(profileCompletion({ ...complete, reason_to_join: null }).level).toBe('all');
    expect(
      profileCompletion({ ...complete, career_stage: null, has_resume: false, social_linkedin: '' }).level,
    ).toBe('all');
  });

  it('an institutional site without an institution → basic', () => {
    expect(profileCompletion({ ...complete, has_institution: false })).toEqual({
      level: 'basic',
      missing: ['institution'],
    });
    expect(
      profileCompletion({ ...complete, has_institution: false, has_resume: false, social_linkedin: null }),
    ).toEqual({
      level: 'basic',
      missing: ['institution', 'resume_or_linkedin'],
    });
  });

  it('the institution is not asked for on other sites', () => {
    expect(profileCompletion({ ...complete, has_institution: false, institutional: false })).toEqual({
      level: 'none',
      missing: [],
    });
  });

  it('neither resume nor LinkedIn link → advanced', () => {
    expect(profileCompletion({ ...complete, has_resume: false, social_linkedin: null })).toEqual({
      level: 'advanced',
      missing: ['resume_or_linkedin'],
    });
    expect(profileCompletion({ ...complete, has_resume: false, social_linkedin: '   ' }).level).toBe(
      'advanced',
    );
  });

  it('either a resume or a LinkedIn link is enough', () => {
    expect(profileCompletion({ ...complete, has_resume: false }).level).toBe('none');
    expect(profileCompletion({ ...complete, social_linkedin: null }).level).toBe('none');
  });
});
