import type { ImportedSections, CareerEntry, Profile } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { entryPeriod, foundSections, importFingerprint, orderedChoice, pollVerdict } from './importSections';

const empty: ImportedSections = {
  work_experience_timelines: [],
  education_timelines: [],
  title: null,
  country: null,
  preferred_language: null,
  skills: [],
  topics: [],
  short_bio: null,
  career_story: null,
};

describe('import preview sections', () => {
  it('lists only the sections that hold something, in the spec order', () => {
    expect(foundSections(empty)).toEqual([]);
    expect(
      foundSections({
        ...empty,
        skills: ['Go'],
        title: 'Engineer',
        short_bio: '  ',
        work_experience_timelines: [
          {
            title: 'Engineer',
            institution: null,
            description: '',
            start_date: null,
            end_date: null,
            is_currently_working: false,
          },
        ],
      }),
    ).toEqual(['work_experience_timelines', 'title', 'skills']);
  });

  it('sends the chosen sections in the spec order', () => {
    expect(orderedChoice(new Set(['skills', 'title', 'education_timelines'] as const))).toEqual([
      'education_timelines',
      'title',
      'skills',
    ]);
  });

  it('shows the period of an entry, current ones ending in Present', () => {
    const base = { title: 't', institution: null, description: '' };
    expect(
      entryPeriod({ ...base, start_date: '2020-01-01', end_date: null, is_currently_working: true }),
    ).toBe('Jan 2020 – Present');
    expect(
      entryPeriod({ ...base, start_date: '2016-06-01', end_date: '2019-12-01', is_currently_working: false }),
    ).toBe('Jun 2016 – Dec 2019');
    expect(entryPeriod({ ...base, start_date: null, end_date: null, is_currently_working: false })).toBe('');
  });
});

describe('waiting for the background import', () => {
  const profile = {
    title: null,
    country: null,
    prefered_language: null,
    short_bio: null,
    career_story: null,
    skills_detailed: [],
    topics_detailed: [],
  } as unknown as Profile;
  const entry = (id: number) => ({ id }) as CareerEntry;

  it('changes the fingerprint for any imported section, not for the order of entries', () => {
    const before = importFingerprint(profile, [entry(2), entry(1)]);
    expect(importFingerprint(profile, [entry(1), entry(2)])).toBe(before);
    expect(importFingerprint({ ...profile, title: 'Engineer' }, [entry(1), entry(2)])).not.toBe(before);
    expect(importFingerprint(profile, [entry(1), entry(2), entry(3)])).not.toBe(before);
    expect(
      importFingerprint({ ...profile, skills_detailed: [{ id: 4, name: 'Go' }] }, [entry(1), entry(2)]),
    ).not.toBe(before);
  });

  it('is done once the state moved and held for one poll, and gives up after the last poll', () => {
    expect(pollVerdict('a', [], 5)).toBe('wait');
    expect(pollVerdict('a', ['a', 'a'], 5)).toBe('wait');
    expect(pollVerdict('a', ['a', 'b'], 5)).toBe('wait');
    expect(pollVerdict('a', ['a', 'b', 'c'], 5)).toBe('wait');
    expect(pollVerdict('a', ['b', 'c', 'c'], 5)).toBe('done');
    expect(pollVerdict('a', ['a', 'a', 'a', 'a', 'a'], 5)).toBe('gave-up');
    expect(pollVerdict('a', ['a', 'a', 'a', 'b', 'b'], 5)).toBe('done');
  });
});
