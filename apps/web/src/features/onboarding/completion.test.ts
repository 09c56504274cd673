import { describe, expect, it } from 'vitest';
import type { OwnProfile, StoredGroupProfile } from './api';
import { completionOf } from './completion';
import { buildStepSet } from './wizardSteps';

function profile(
  overrides: Partial<OwnProfile> = {},
  group: Partial<StoredGroupProfile> | null = null,
): OwnProfile {
  return {
    id: 1,
    name_slug: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: null,
    country: null,
    prefered_language: null,
    short_bio: null,
    resume: null,
    institution: null,
    institution_name: null,
    skills_detailed: [],
    topics_detailed: [],
    social_linkedin: null,
    social_twitter: null,
    social_google_scholar: null,
    social_research_gate: null,
    social_orcid: null,
    social_facebook: null,
    persona: null,
    focus_area: 'both',
    completion_percent: 0,
    group_profile: group ? { id: 5, group: null, institution: null, extra_info: {}, ...group } : null,
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
    const steps = (p: OwnProfile, inst: boolean) =>
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
