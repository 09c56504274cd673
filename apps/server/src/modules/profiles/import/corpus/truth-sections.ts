import type { ImportedSections } from '@careerhub/shared';
import type { Month, ResumeTruth, TruthEntry } from './person.js';

const day = (m: Month | null) => (m ? (m.length === 4 ? `${m}-01-01` : `${m}-01`) : null);
const entry = (e: TruthEntry) => ({
  title: e.title,
  institution: e.institution,
  description: e.bullets.join('\n'),
  start_date: day(e.start),
  end_date: e.current ? null : day(e.end),
  is_currently_working: e.current,
});

/** What a faithful reader would answer for a résumé: the stand-in language model's reply in tests. */
export function truthAsSections(truth: ResumeTruth): ImportedSections {
  return {
    work_experience_timelines: truth.work.map(entry),
    education_timelines: truth.education.map(entry),
    title: truth.title,
    country: truth.country,
    preferred_language: null,
    skills: truth.skills.slice(0, 7),
    topics: [],
    short_bio: truth.shortBio,
    career_story: null,
  };
}
