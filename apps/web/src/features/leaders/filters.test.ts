import { LEADERS_TEXT, leaderBio } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { LEADER_FILTERS, answerSummary, circlesLed, leaderQuery, peoplePagePlan } from './filters';

describe('circle leaders directory logic', () => {
  it('reads the filters from the address and sends only well-formed ones', () => {
    const f = LEADER_FILTERS.read(
      new URLSearchParams('search=a&topic_area=0&professional_field=0&job_function=x&page=3'),
    );
    expect(leaderQuery(f)).toEqual({
      page: 3,
      search: undefined,
      topic_area: undefined,
      professional_field: '0',
      job_function: undefined,
    });
    const g = LEADER_FILTERS.read(new URLSearchParams('search=%20ana%20&topic_area=4&job_function=10'));
    expect(leaderQuery(g)).toMatchObject({ page: 1, search: 'ana', topic_area: '4', job_function: '10' });
    expect(LEADER_FILTERS.write({ ...g, page: 1 }).toString()).toBe(
      'search=ana&topic_area=4&job_function=10',
    );
  });

  it('labels circles led "Circle" for 1 or fewer and "Circles" otherwise, linking to the circles tab', () => {
    expect(circlesLed(0, 'ana').label).toBe('0 Circle');
    expect(circlesLed(1, 'ana').label).toBe('1 Circle');
    expect(circlesLed(2, 'ana')).toEqual({ label: '2 Circles', href: '/profile/ana?tab=circles' });
  });

  it('cuts the bio at 500 characters on a word', () => {
    expect(leaderBio('  short   bio ')).toBe('short bio');
    const long = 'word '.repeat(200);
    const cut = leaderBio(long);
    expect(cut.length).toBeLessThanOrEqual(500);
    expect(cut.endsWith('word…')).toBe(true);
    expect(leaderBio('x'.repeat(600))).toHaveLength(500);
    expect(leaderBio(null)).toBe('');
  });
});

describe('influential people pages (16 a request, 6 a page)', () => {
  it('maps a shown page onto one or two server pages', () => {
    expect(peoplePagePlan(1)).toEqual([{ page: 1, from: 0, to: 6 }]);
    expect(peoplePagePlan(2)).toEqual([{ page: 1, from: 6, to: 12 }]);
    expect(peoplePagePlan(3)).toEqual([
      { page: 1, from: 12, to: 16 },
      { page: 2, from: 0, to: 2 },
    ]);
    expect(peoplePagePlan(6)).toEqual([
      { page: 2, from: 14, to: 16 },
      { page: 3, from: 0, to: 4 },
    ]);
    expect(peoplePagePlan(8)).toEqual([{ page: 3, from: 10, to: 16 }]);
  });
});

describe('certification confirmation', () => {
  it('lists every question with its answer and "Not answered" for blanks', () => {
    const questions = [
      { id: 'a', label: 'First?' },
      { id: 'b', label: 'Second?' },
      { id: 'c', label: 'Third?' },
    ];
    expect(answerSummary(questions, { a: ' Yes ', b: '   ' })).toEqual([
      { id: 'a', label: 'First?', answer: 'Yes' },
      { id: 'b', label: 'Second?', answer: LEADERS_TEXT.notAnswered },
      { id: 'c', label: 'Third?', answer: 'Not answered' },
    ]);
  });
});

describe('influential organizations title', () => {
  it('adds the curated suffix on the main app brand only', async () => {
    const { curatedSuffix } = await import('./InfluencersPage');
    expect(curatedSuffix({ brand_key: 'app', name: 'CareerHub' })).toBe('Curated by CareerHub');
    expect(curatedSuffix({ brand_key: 'star', name: 'STAR Leaders' })).toBeNull();
  });
});
