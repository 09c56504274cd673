import { PAGE_SIZES } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { listFilters, listQuery } from './groupListFilters';

const read = (kind: 'circles' | 'events', query: string) => listFilters(kind, new URLSearchParams(query));

describe('circle and event listing filters', () => {
  it('reads search, type, goal, active and page from the address', () => {
    expect(read('circles', 'search=data&type=Career%20Circle&sdg=4&active=true&page=3')).toEqual({
      search: 'data',
      type: 'Career Circle',
      sdg: '4',
      active: true,
      page: 3,
    });
    expect(read('events', '')).toEqual({ search: '', type: '', sdg: '', active: false, page: 1 });
  });

  it('ignores what the API would refuse: unknown event types, goals out of range, bad pages', () => {
    expect(read('events', 'type=party&sdg=4&page=-2')).toMatchObject({ type: '', sdg: '', page: 1 });
    expect(read('events', 'type=workshop').type).toBe('workshop');
    expect(read('circles', 'sdg=18&page=abc')).toMatchObject({ sdg: '', page: 1 });
  });

  it('asks for 9 a page and searches only from 2 characters', () => {
    expect(PAGE_SIZES.connectionsCircles).toBe(9);
    const one = listQuery('circles', read('circles', 'search=a'), PAGE_SIZES.connectionsCircles);
    expect(one).toEqual({ search: undefined, page: 1, page_size: 9 });
    const events = listQuery('events', read('events', 'search=ai&type=talk&active=true&page=2'), 9);
    expect(events).toEqual({ search: 'ai', page: 2, page_size: 9, event_type: 'talk', is_active: 'true' });
    const circles = listQuery('circles', read('circles', 'type=Career%20Circle&sdg=5'), 9);
    expect(circles).toEqual({
      search: undefined,
      page: 1,
      page_size: 9,
      circle_type: 'Career Circle',
      sdg: '5',
    });
  });
});
