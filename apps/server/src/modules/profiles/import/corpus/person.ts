import type { Rng } from './rng.js';
import { ACADEMIC_FIELDS, ACADEMIC_TITLES, DISCIPLINES } from './disciplines.js';
import { COUNTRIES, type CountryVocabulary } from './vocabulary.js';

/** A month as "YYYY-MM", or a year alone as "YYYY" when the résumé prints only the year. */
export type Month = string;

export interface TruthEntry {
  title: string;
  institution: string;
  start: Month | null;
  /** null with `current` for the role held now. */
  end: Month | null;
  current: boolean;
  location: string;
  bullets: string[];
}

/** What is printed on one résumé, field by field: the ground truth the scorer compares with. */
export interface ResumeTruth {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The headline or current job title. */
  title: string | null;
  country: string | null;
  location: string;
  /** Only skills printed in an explicit list. */
  skills: string[];
  shortBio: string | null;
  work: TruthEntry[];
  education: TruthEntry[];
}

export interface Person extends ResumeTruth {
  vocabulary: CountryVocabulary;
  discipline: (typeof DISCIPLINES)[number];
  academicField: string;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const BULLET_VERBS = ['Led', 'Built', 'Designed', 'Improved', 'Launched', 'Managed', 'Automated', 'Reduced'];
const BULLET_OBJECTS = [
  'the reporting pipeline used by 12 teams, cutting turnaround from days to hours',
  'a customer onboarding flow that raised activation by 18%',
  'the quarterly planning process across three regions',
  'a migration of legacy services to the cloud with no downtime',
  'a team of 6 through two product launches',
  'monitoring and alerting for systems serving 2M users a month',
  'vendor contracts worth USD 1.2M a year',
  'the weekly dashboard read by the leadership team',
];

function bullets(rng: Rng, n: number): string[] {
  return Array.from({ length: n }, () => `${rng.pick(BULLET_VERBS)} ${rng.pick(BULLET_OBJECTS)}.`);
}

/** Months counted from January of year 0, and back. */
const toMonth = (index: number, yearOnly: boolean): Month => {
  const year = Math.floor(index / 12);
  return yearOnly ? String(year) : `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export interface PersonOptions {
  jobs: number;
  isStudent?: boolean;
  isAcademic?: boolean;
  /** Résumés that print years only. */
  yearOnly?: boolean;
}

/** A person with a career that reads backwards from now: the newest role first, no overlaps. */
export function makePerson(rng: Rng, options: PersonOptions): Person {
  const vocabulary = rng.pick(COUNTRIES);
  const discipline = rng.pick(DISCIPLINES);
  const academicField = rng.pick(ACADEMIC_FIELDS);
  const firstName = rng.pick(vocabulary.firstNames);
  const lastName = rng.pick(vocabulary.lastNames);
  const email = `${ascii(firstName.split(' ')[0]!)}.${ascii(lastName)}@example.${rng.pick(['com', 'org', 'net'])}`;
  const location = rng.pick(vocabulary.places);
  const yearOnly = options.yearOnly ?? false;

  const work: TruthEntry[] = [];
  const employers = rng.sample(vocabulary.employers, options.jobs);
  const titles = options.isAcademic
    ? rng.sample(ACADEMIC_TITLES, options.jobs)
    : rng.sample(discipline.titles, Math.min(options.jobs, discipline.titles.length));
  let cursor = 2025 * 12 + rng.int(0, 9); // the newest end month, or now
  const isCurrent = rng.chance(options.isStudent ? 0.3 : 0.75);
  for (let i = 0; i < options.jobs; i++) {
    const length = options.isStudent ? rng.int(2, 5) : rng.int(14, 50);
    const end = i === 0 && isCurrent ? null : cursor;
    const start = (end ?? cursor) - length;
    const institution = options.isAcademic ? rng.pick(vocabulary.schools) : employers[i % employers.length]!;
    const baseTitle = titles[i % titles.length]!;
    work.push({
      title: options.isStudent ? discipline.internTitle : options.isAcademic ? `${baseTitle}` : baseTitle,
      institution,
      start: toMonth(start, yearOnly),
      end: end === null ? null : toMonth(end, yearOnly),
      current: end === null,
      location: i === 0 || rng.chance(0.7) ? location : rng.pick(rng.pick(COUNTRIES).places),
      bullets: bullets(rng, rng.int(1, 3)),
    });
    cursor = start - rng.int(1, 4);
  }

  const education: TruthEntry[] = [];
  const degrees = options.isAcademic
    ? [`PhD in ${academicField}`, `MSc ${academicField}`]
    : rng.sample(discipline.degrees, options.isStudent ? 1 : rng.int(1, 2));
  let schoolEnd = options.isStudent ? 2026 : Math.floor(cursor / 12);
  for (const degree of degrees) {
    const years = degree.startsWith('PhD') ? 4 : degree.startsWith('M') ? 2 : 4;
    education.push({
      title: degree,
      institution: rng.pick(vocabulary.schools),
      start: String(schoolEnd - years),
      end: String(schoolEnd),
      current: false,
      location: vocabulary.places[0]!,
      bullets: [],
    });
    schoolEnd -= years + rng.int(0, 2);
  }

  const skills = rng.sample(discipline.skills, rng.int(4, 8));
  const field = options.isAcademic ? academicField.toLowerCase() : discipline.field;
  const shortBio = `${rng.pick(['Results-driven', 'Curious', 'Pragmatic', 'Detail-oriented'])} ${
    options.isStudent ? 'student' : (work[0]?.title.toLowerCase() ?? 'professional')
  } with ${options.isStudent ? 'internship' : `${rng.int(3, 15)} years of`} experience in ${field}. I enjoy ${rng.pick(
    [
      'turning messy problems into simple services',
      'working with people across disciplines',
      'mentoring colleagues and sharing what I learn',
    ],
  )}.`;

  return {
    vocabulary,
    discipline,
    academicField,
    firstName,
    lastName,
    email,
    phone: vocabulary.phone,
    title: options.isStudent ? `Aspiring ${discipline.titles[0]!}` : (work[0]?.title ?? null),
    country: vocabulary.country,
    location,
    skills,
    shortBio,
    work,
    education,
  };
}
