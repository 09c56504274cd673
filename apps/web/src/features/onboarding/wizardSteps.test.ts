import { describe, expect, it } from 'vitest';
import { buildStepSet, countedSteps, isEmptyForm, type MissingPart, type StepFlags } from './wizardSteps';

const plain: StepFlags = { institutional: false, diaspora: false, registration_speed: null };
const institutional: StepFlags = { ...plain, institutional: true };
const quick: StepFlags = { ...plain, registration_speed: 'quick' };
const ids = (missing: MissingPart[], flags: StepFlags) => buildStepSet(missing, flags).map((s) => s.id);

describe('wizard step sets', () => {
  it('a new user gets the three options, then the full flow in the spec order', () => {
    expect(ids(['career', 'resume_or_linkedin'], plain)).toEqual([
      'start',
      'organization',
      'current_role',
      'career_info',
      'ai_experience',
      'personal_info',
      'skills_topics',
      'social',
      'almost_complete',
    ]);
  });

  it('institutional sites add the university step after career information', () => {
    const steps = ids(['career', 'institution', 'resume_or_linkedin'], institutional);
    expect(steps.slice(2, 5)).toEqual(['current_role', 'career_info', 'university']);
  });

  it('diaspora adds no step (its country of origin is a Personal Information field)', () => {
    expect(ids(['career', 'resume_or_linkedin'], { ...plain, diaspora: true })).toEqual(
      ids(['career', 'resume_or_linkedin'], plain),
    );
  });

  it('after an import (resume or LinkedIn present) only the career questions remain', () => {
    expect(ids(['career'], plain)).toEqual([
      'organization',
      'current_role',
      'career_info',
      'ai_experience',
      'almost_complete',
    ]);
  });

  it('quick registration leaves out the optional organization, AI experience and skills steps', () => {
    expect(ids(['career', 'resume_or_linkedin'], quick)).toEqual([
      'start',
      'current_role',
      'career_info',
      'personal_info',
      'social',
      'almost_complete',
    ]);
  });

  it('basic flow: only the institution is missing', () => {
    expect(ids(['institution', 'resume_or_linkedin'], institutional)).toEqual([
      'university',
      'almost_complete',
    ]);
  });

  it('advanced flow: only a resume or LinkedIn link is missing', () => {
    expect(ids(['resume_or_linkedin'], plain)).toEqual([
      'start',
      'personal_info',
      'skills_topics',
      'social',
      'almost_complete',
    ]);
  });

  it('nothing missing: no steps at all', () => {
    expect(ids([], plain)).toEqual([]);
    // An institution only matters on institutional sites.
    expect(ids(['institution'], plain)).toEqual([]);
  });

  it('marks the skippable and allow-empty steps', () => {
    const steps = buildStepSet(['career', 'resume_or_linkedin'], plain);
    expect(steps.filter((s) => s.skippable).map((s) => s.id)).toEqual([
      'organization',
      'ai_experience',
      'skills_topics',
      'social',
    ]);
    expect(steps.find((s) => s.id === 'current_role')?.allowEmpty).toBe(false);
    expect(steps.at(-1)?.title).toBe('Your profile is almost complete');
  });

  it('the progress indicator does not count the choice of how to start', () => {
    const steps = buildStepSet(['career', 'resume_or_linkedin'], plain);
    expect(countedSteps(steps)).toHaveLength(steps.length - 1);
    expect(countedSteps(steps)[0]?.id).toBe('organization');
  });
});

describe('isEmptyForm', () => {
  it('is true only when no field has a value', () => {
    expect(isEmptyForm({ a: '', b: '   ', c: null, d: [], e: { f: '' } })).toBe(true);
    expect(isEmptyForm({ a: '', b: 'https://x.example' })).toBe(false);
    expect(isEmptyForm({ a: [1] })).toBe(false);
    expect(isEmptyForm({ a: 0 })).toBe(false);
  });
});
