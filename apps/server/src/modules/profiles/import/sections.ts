import type { TextLine } from './pdf-lines.js';

/** The parts of a resume the parser reads; `other` ends the previous part and is skipped. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'interests'
  | 'story'
  | 'contact'
  | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'bio',
    'overview',
    'personal statement',
    'about myself',
    'research profile',
    'professional profile summary',
    'summary of qualifications',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experience and employment',
    'appointments',
    'academic appointments',
    'academic positions',
    'academic employment',
    'positions held',
    'internships',
    'internship experience',
    'internship',
    'employment record',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academic qualifications',
    'qualifications',
    'education & training',
  ],
  skills: [
    'skills',
    'technical skills',
    'top skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'skills & tools',
    'skills and tools',
    'skills summary',
    'digital skills',
    'technical skills & tools',
    'tools',
  ],
  languages: ['languages', 'language skills', 'language', 'languages spoken'],
  interests: [
    'interests',
    'areas of interest',
    'topics',
    'research interests',
    'professional interests',
    'topics of interest',
  ],
  story: ['career story', 'my story', 'career highlights', 'highlights', 'key achievements', 'achievements'],
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information'],
  other: [
    'certifications',
    'certificates',
    'licenses & certifications',
    'licenses and certifications',
    'projects',
    'publications',
    'references',
    'awards',
    'honors-awards',
    'honors & awards',
    'honors and awards',
    'volunteer experience',
    'volunteering',
    'activities',
    'courses',
    'patents',
    'hobbies',
    'additional information',
    'grants',
    'grants and funding',
    'teaching',
    'teaching experience',
    'conferences',
    'presentations',
    'selected achievements',
    'professional accomplishments',
    'leadership & activities',
    'leadership and activities',
    'extracurricular activities',
    'leadership',
    'memberships',
    'coursework',
    'driving licence',
  ],
};

const BY_NAME = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((n) => [n, kind as SectionKind] as const)),
);

/** Letter-spaced headings ("E X P E R I E N C E", "S U M M A RY" with kerned pairs) → the words. */
function collapseLetterSpacing(text: string): string {
  const words = text.split(/\s{2,}/);
  const isSpaced = words.every((w) => /^(\S{1,2} )+\S{1,2}$/.test(w)) && text.split(' ').length >= 4;
  return isSpaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : text;
}

/** "WORK EXPERIENCE", "Work Experience:", "— Skills —" → the section it opens, or null for body text. */
export function headingKind(text: string): SectionKind | null {
  const name = collapseLetterSpacing(text.trim())
    .replace(/^[\s\-–—_=*#|]+|[\s\-–—_=*#|:]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (name.length === 0 || name.length > 40) return null;
  return BY_NAME.get(name) ?? null;
}

export interface Section {
  kind: SectionKind;
  lines: TextLine[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Headings this reader does not know ("Volunteering abroad", "Awards & Prizes") still end the
 * section before them when the layout sets them like the known ones: the same size, larger than
 * the body text, short and without digits.
 */
function unknownHeadingTest(lines: TextLine[]): (line: TextLine) => boolean {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(Math.round(l.size), (counts.get(Math.round(l.size)) ?? 0) + 1);
  const body = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const known = lines.filter((l) => headingKind(l.text)).map((l) => l.size);
  const headingSize = known.length >= 2 ? median(known) : 0;
  if (headingSize < body + 0.75) return () => false;
  return (line) =>
    Math.abs(line.size - headingSize) <= 0.3 &&
    line.text.trim().split(/\s+/).length <= 4 &&
    !/[\d@/]/.test(line.text);
}

/** The lines before the first heading (name, headline, contact) and each headed section in order. */
export function splitSections(lines: TextLine[]): { header: TextLine[]; sections: Section[] } {
  const header: TextLine[] = [];
  const sections: Section[] = [];
  const isUnknownHeading = unknownHeadingTest(lines);
  for (const line of lines) {
    const kind = headingKind(line.text) ?? (sections.length && isUnknownHeading(line) ? 'other' : null);
    if (kind) sections.push({ kind, lines: [] });
    else if (sections.length) sections.at(-1)!.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

/** All lines of every section of one kind (a resume may repeat a heading on a later page). */
export function linesOf(sections: Section[], kind: SectionKind): TextLine[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
