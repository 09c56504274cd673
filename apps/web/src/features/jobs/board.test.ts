import { FIRST_PAINT_CALLS } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { createTokenStore } from '../../lib/api/tokens';
import {
  EMPTY_FILTERS,
  applyStateOf,
  filtersFromSearch,
  hasFilters,
  jobsQuery,
  searchFromFilters,
  visibleSkills,
} from './board';

describe('job board filters in the address', () => {
  it('round-trip every filter, skills with their names', () => {
    const filters = {
      search: 'data analyst',
      jobType: 'full_time',
      location: 'remote',
      careerStage: '3',
      country: 'Nepal',
      skills: [
        { id: 12, name: 'Python' },
        { id: 7, name: 'C~C++' },
      ],
      page: 3,
    };
    const params = searchFromFilters(filters);
    expect(params.toString()).toBe(
      'search=data+analyst&job_type=full_time&job_location=remote&career_stage=3&country=Nepal&skill=12%7EPython&skill=7%7EC%7EC%2B%2B&page=3',
    );
    expect(filtersFromSearch(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('drop unknown values and page 1 instead of sending them', () => {
    const read = filtersFromSearch(
      new URLSearchParams('job_type=astronaut&job_location=moon&career_stage=x&skill=abc&skill=-4&page=0'),
    );
    expect(read).toEqual(EMPTY_FILTERS);
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, country: 'Peru' })).toBe(true);
  });

  it('search is sent only from 2 characters; lists go as commas', () => {
    expect(jobsQuery({ ...EMPTY_FILTERS, search: ' a ' }).search).toBeUndefined();
    expect(jobsQuery({ ...EMPTY_FILTERS, search: ' ab ' }).search).toBe('ab');
    const q = jobsQuery(
      {
        ...EMPTY_FILTERS,
        skills: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        careerStage: '4',
      },
      { group_id: 9 },
    );
    expect(q).toMatchObject({ skills: '1,2', career_stages: '4', group_id: 9, page: 1, sort_by: 'recent' });
  });
});

describe('job cards', () => {
  it('show at most 4 skills, then +N more', () => {
    expect(visibleSkills(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(visibleSkills(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      more: 3,
    });
  });
});

describe('apply state', () => {
  const open = { status: null, is_open: true, job_status: 'approved' };
  it('signed-out visitors sign in first; members apply while open', () => {
    expect(applyStateOf(open, false)).toEqual({ kind: 'signIn' });
    expect(applyStateOf(open, true)).toEqual({ kind: 'apply' });
    expect(applyStateOf({ ...open, is_open: false }, true)).toEqual({ kind: 'closed' });
  });
  it('withdraw only while pending; an answer is a badge; drafts take no applications', () => {
    expect(applyStateOf({ ...open, status: 'pending' }, true)).toEqual({ kind: 'unapply' });
    expect(applyStateOf({ ...open, status: 'accepted', is_open: false }, true)).toEqual({
      kind: 'answered',
      status: 'accepted',
    });
    expect(applyStateOf({ ...open, status: 'rejected' }, true)).toEqual({
      kind: 'answered',
      status: 'rejected',
    });
    expect(applyStateOf({ ...open, job_status: 'pending' }, true)).toEqual({ kind: 'none' });
  });
});

describe('the first page a visitor sees', () => {
  it('asks for exactly what the server answers inside the page (FIRST_PAINT_CALLS)', async () => {
    const preloaded = new Map<string, unknown>([[FIRST_PAINT_CALLS.jobBoard, { data: [], pagination: {} }]]);
    const client = createApiClient({
      // Nothing listens there: an answer can only come from the page.
      baseUrl: 'http://127.0.0.1:9/api/v1',
      tokens: createTokenStore({
        getItem: () => null,
        setItem: () => undefined,
        removeItem: () => undefined,
      }),
      onSessionExpired: () => undefined,
      preloaded,
    });
    const answer = await client.get('/jobs/', { query: jobsQuery(EMPTY_FILTERS) });
    expect(answer).toEqual({ data: [], pagination: {} });
    expect(preloaded.size).toBe(0);
  });
});
