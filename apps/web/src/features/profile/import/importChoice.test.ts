import type { ImportedSections, ImportedTimelineEntry } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { buildChoice, noDrops, offeredNames, sectionsToImport } from './importChoice';

const job = (title: string): ImportedTimelineEntry => ({
  title,
  institution: 'Acme Ltd',
  description: '',
  start_date: '2020-01-01',
  end_date: null,
  is_currently_working: true,
});
const data: ImportedSections = {
  work_experience_timelines: [job('Engineer'), job('Intern')],
  education_timelines: [job('B.Sc.')],
  title: 'Engineer',
  country: null,
  preferred_language: null,
  skills: [],
  topics: [],
  short_bio: null,
  career_story: null,
};
const identity = { first_name: 'Ada', last_name: null, email: null };

describe('the entries and names kept in the preview', () => {
  it('sends the kept entries of each imported timeline and the ticked names', () => {
    const dropped = { ...noDrops(), work_experience_timelines: new Set([1]) };
    const sections = sectionsToImport(data, new Set(['work_experience_timelines', 'title']), dropped);
    expect(sections).toEqual(['work_experience_timelines', 'title']);
    expect(buildChoice(data, sections, dropped, identity, new Set(['first_name']))).toEqual({
      work_experience_timelines: [job('Engineer')],
      first_name: 'Ada',
    });
  });

  it('drops a timeline whose entries are all unticked, and sends nothing when nothing is kept', () => {
    const dropped = { ...noDrops(), education_timelines: new Set([0]) };
    const sections = sectionsToImport(data, new Set(['education_timelines', 'title']), dropped);
    expect(sections).toEqual(['title']);
    expect(buildChoice(data, sections, dropped, identity, new Set())).toBeUndefined();
  });

  it('offers only the names the server offered', () => {
    expect(offeredNames(identity)).toEqual(['first_name']);
    expect(offeredNames(undefined)).toEqual([]);
  });
});
