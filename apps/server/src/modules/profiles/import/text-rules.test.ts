import { describe, expect, it } from 'vitest';
import { findCountry } from './countries.js';
import { findDateRange, findSingleDate } from './dates.js';
import { splitItems } from './resume-parser.js';
import { headingKind } from './sections.js';

describe('skills only from explicit lists', () => {
  it('reads comma, pipe, bullet, grouped and column lists', () => {
    expect(
      splitItems(['Python, SQL | Docker', '• Go', 'Tools: Git; Figma', 'Excel    Power BI'], 20),
    ).toEqual(['Python', 'SQL', 'Docker', 'Go', 'Git', 'Figma', 'Excel', 'Power BI']);
  });
  it('takes nothing from prose in a skills section', () => {
    expect(
      splitItems(
        [
          'I used Python and SQL to automate the monthly reporting, saving two days.',
          'Worked with finance, sales and operations on forecasting models',
          'Stata, R',
        ],
        20,
      ),
    ).toEqual(['Stata', 'R']);
  });
});

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', '2020-01-01', null, true],
    ['January 2020 - Present (4 years 11 months)', '2020-01-01', null, true],
    ['2018-2020', '2018-01-01', '2020-01-01', false],
    ['03/2019 - 12/2021', '2019-03-01', '2021-12-01', false],
    ['Sept. 2017 to Dec 2019', '2017-09-01', '2019-12-01', false],
    ['2019-03 – 2020-11', '2019-03-01', '2020-11-01', false],
    ['Acme Inc | 2015 — 2018', '2015-01-01', '2018-01-01', false],
    ['Master of Science · (2016 - 2018)', '2016-01-01', '2018-01-01', false],
    ['Jun 2021 - current', '2021-06-01', null, true],
    ['2020 - 2018', '2018-01-01', '2020-01-01', false],
  ])('%s', (text, start, end, isCurrent) => {
    expect(findDateRange(text)).toMatchObject({ start, end, isCurrent });
  });

  it('ignores phone numbers and lone years', () => {
    expect(findDateRange('+1 415 555 0100')).toBeNull();
    expect(findDateRange('Graduated May 2019')).toBeNull();
    expect(findSingleDate('Graduated May 2019')).toMatchObject({ start: null, end: '2019-05-01' });
  });
});

describe('findCountry', () => {
  it.each([
    ['Kathmandu, Nepal', 'Nepal'],
    ['San Francisco, CA', 'United States'],
    ['London, UK', 'United Kingdom'],
    ['jane@example.com | Toronto, Ontario, Canada', 'Canada'],
    ['India (Remote)', 'India'],
    ['Join us today', null],
    ['Chad Smith', null],
    ['Georgia Tech', null],
  ])('%s → %s', (text, country) => {
    expect(findCountry(text)).toBe(country);
  });
});

describe('headingKind', () => {
  it.each([
    ['WORK EXPERIENCE', 'experience'],
    ['Work Experience:', 'experience'],
    ['— Skills —', 'skills'],
    ['E X P E R I E N C E', 'experience'],
    ['S U M M A RY', 'summary'],
    ['W O R K  E X P E R I E N C E', 'experience'],
    ['A B C D', null],
    ['Top Skills', 'skills'],
    ['Licenses & Certifications', 'other'],
    ['Experience with Kafka and Go', null],
    ['Senior Software Engineer', null],
  ])('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });
});
