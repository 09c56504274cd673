import { describe, expect, it } from 'vitest';
import type { TextLine } from './pdf-lines.js';
import { headingKind, splitSections } from './sections.js';

const line = (text: string, size = 10): TextLine => ({ text, size, page: 1, x: 54 });

describe('section headings', () => {
  it.each([
    ['WORK EXPERIENCE', 'experience'],
    ['Academic Appointments', 'experience'],
    ['INTERNSHIPS', 'experience'],
    ['About myself', 'summary'],
    ['DIGITAL SKILLS', 'skills'],
    ['— Skills —', 'skills'],
    ['E X P E R I E N C E', 'experience'],
    ['Grants', 'other'],
    ['Publications:', 'other'],
  ])('%s → %s', (text, kind) => expect(headingKind(text)).toBe(kind));

  it('reads body text as body text', () => {
    expect(headingKind('Led the experience team')).toBeNull();
    expect(headingKind('Skills: Python, SQL')).toBeNull();
  });
});

describe('splitting a résumé into sections', () => {
  it('keeps the header, and ends a section at an unknown heading set like the known ones', () => {
    const { header, sections } = splitSections([
      line('Ada Obi', 22),
      line('Data Analyst'),
      line('Experience', 13),
      line('Analyst, Acme Ltd'),
      line('Volunteering Abroad', 13),
      line('Red Cross, Nairobi'),
      line('Skills', 13),
      line('SQL, Python'),
    ]);
    expect(header.map((l) => l.text)).toEqual(['Ada Obi', 'Data Analyst']);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['experience', ['Analyst, Acme Ltd']],
      ['other', ['Red Cross, Nairobi']],
      ['skills', ['SQL, Python']],
    ]);
  });

  it('does not take a larger entry title for a heading when headings are the same size as the body', () => {
    const { sections } = splitSections([line('EXPERIENCE'), line('Northwind', 12), line('EDUCATION')]);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['experience', 1],
      ['education', 0],
    ]);
  });
});
