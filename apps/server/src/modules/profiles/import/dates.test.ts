import { describe, expect, it } from 'vitest';
import { findDateRange, findSingleDate, toIsoDate } from './dates.js';

describe('date points', () => {
  it.each([
    ['Jan 2020', '2020-01-01'],
    ['Sept. 2017', '2017-09-01'],
    ['January 2020', '2020-01-01'],
    ['01/2020', '2020-01-01'],
    ['2020-01', '2020-01-01'],
    ['2020', '2020-01-01'],
    ['15/03/2019', '2019-03-01'],
    ['01.09.2012', '2012-09-01'],
    ['03/15/2019', '2019-03-01'],
  ])('%s → %s', (text, iso) => expect(toIsoDate(text)).toBe(iso));

  it('refuses what is not a date', () => {
    expect(toIsoDate('Spring 2020')).toBeNull();
    expect(toIsoDate('13/13/2020')).toBeNull();
  });
});

describe('date ranges', () => {
  it.each([
    ['Jan 2020 – Present | Austin, TX', '2020-01-01', null, true],
    ['03/2019 - 12/2021', '2019-03-01', '2021-12-01', false],
    ['2020-01 to date', '2020-01-01', null, true],
    ['January 2021 - Present (3 years 11 months)', '2021-01-01', null, true],
    ['2019–present  Associate Professor', '2019-01-01', null, true],
    ['2016 — Current', '2016-01-01', null, true],
    ['01/03/2019 – CURRENT  Lisbon, Portugal', '2019-03-01', null, true],
    ['01/09/2010 – 30/06/2014  Nairobi, Kenya', '2010-09-01', '2014-06-01', false],
    ['Sept 2017 to Dec 2019', '2017-09-01', '2019-12-01', false],
    ['Oct 2016–Mar 2019', '2016-10-01', '2019-03-01', false],
  ])('%s', (text, start, end, isCurrent) => {
    expect(findDateRange(text)).toMatchObject({ start, end, isCurrent });
  });

  it('reads a date of birth as one date, not a range, and a graduation year alone', () => {
    expect(findDateRange('Date of birth: 28/02/1987')).toBeNull();
    expect(findSingleDate('Expected May 2026')).toMatchObject({ end: '2026-05-01' });
  });
});
