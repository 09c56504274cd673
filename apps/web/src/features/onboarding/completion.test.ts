import { describe, expect, it } from 'vitest';
import type { GroupProfile, Profile } from '@careerhub/shared';
import { testProfile } from '../profile/edit/testProfile';
import { completionOf } from './completion';
import { buildStepSet } from './wizardSteps';

const noAnswers: GroupProfile = {
  id: 5,
  group: null,
  current_role: null,
  job_function: null,
  career_stage: null,
  career_stage_extra: null,
  reason_to_join: [],
  reason_to_join_extra: null,
  professional_field: null,
  professional_field_extra: null,
  ai_knowledge_level: null,
  career_goal: null,
  is_certified: false,
  institution: null,
  extra_info: {},
};

/** A profile with nothing filled in, then the given fields and career answers. */
function profile(overrides: Partial<Profile> = {}, group: Partial<GroupProfile> | null = null): Profile {
  return {
    ...testProfile,
    title: null,
    country: null,
    resume: null,
    institution: null,
    institution_name: null,
    institution_detailed: null,
    skills: [],
    skills_detailed: [],
    completion_percent: 0,
    group_profile: group ? { ...noAnswers, ...group } : null,
    ...overrides,
  };
}

const career = { career_stage: 3, reason_to_join: [1] };

describe('completion levels', () => {
  it('all: no group profile, or career stage null, or reasons empty', () => {
    expect(completionOf(profile(), false).level).toBe('all');
    expect(completionOf(profile({}, { career_stage: null, reason_to_join: [1] }), false).level).toBe('all');
    expect(completionOf(profile({}, { career_stage: 3, reason_to_join: [] }), false).level).toBe('all');
  });

  it('basic: answers given but no institution on an institutional site', () => {
    const p = profile({ resume: '/media/cv.pdf' }, career);
    expect(completionOf(p, true)).toEqual({ level: 'basic', missing: ['institution'] });
    expect(completionOf({ ...p, institution: 9 }, true).level).toBe('none');
    expect(completionOf(p, false).level).toBe('none');
  });

  it('advanced: neither a resume nor a LinkedIn link', () => {
    expect(completionOf(profile({}, career), false)).toEqual({
      level: 'advanced',
      missing: ['resume_or_linkedin'],
    });
    expect(
      completionOf(profile({ social_linkedin: 'https://linkedin.com/in/ada' }, career), false).level,
    ).toBe('none');
  });

  it('the level decides the step set the wizard shows', () => {
    const steps = (p: Profile, inst: boolean) =>
      buildStepSet(completionOf(p, inst).missing, {
        institutional: inst,
        diaspora: false,
        registration_speed: null,
      }).map((s) => s.id);
    expect(steps(profile(), false)[0]).toBe('start');
    expect(steps(profile({ resume: '/media/cv.pdf' }, career), true)).toEqual([
      'university',
      'almost_complete',
    ]);
    expect(steps(profile({ resume: '/media/cv.pdf' }, career), false)).toEqual([]);
  });
});
