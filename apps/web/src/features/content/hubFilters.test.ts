import { describe, expect, it } from 'vitest';
import {
  EMPTY_HUB_FILTERS,
  careerTipsPath,
  hubFiltersFromSearch,
  hubQuery,
  searchFromHubFilters,
  topicAreasFromParam,
} from './hubFilters';

describe('Resource Hub filters in the address', () => {
  it('survive a round trip through the address', () => {
    const filters = {
      search: 'cv tips',
      topics: [
        { id: 3, name: 'Data~Science' },
        { id: 9, name: 'AI' },
      ],
      topicArea: '2',
      careerStage: '4',
      type: 'prompt' as const,
      page: 3,
    };
    const params = searchFromHubFilters(filters);
    expect(params.toString()).toBe(
      'search=cv+tips&topic=3%7EData%7EScience&topic=9%7EAI&topic_area=2&career_stage=4&type=prompt&page=3',
    );
    expect(hubFiltersFromSearch(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('drops unknown values and leaves page 1 and empty filters out', () => {
    const read = hubFiltersFromSearch(
      new URLSearchParams('type=video&topic_area=abc&career_stage=-1&page=0&topic=x~Bad&topic=5'),
    );
    expect(read).toEqual({ ...EMPTY_HUB_FILTERS, topics: [{ id: 5, name: '#5' }] });
    expect(searchFromHubFilters(EMPTY_HUB_FILTERS).toString()).toBe('');
  });

  it('keeps at most 7 topics', () => {
    const many = new URLSearchParams(Array.from({ length: 9 }, (_, i) => ['topic', `${i + 1}~T${i}`]));
    expect(hubFiltersFromSearch(many).topics).toHaveLength(7);
  });

  it('asks for approved resources and prompts, 15 a page, searching only from 2 characters', () => {
    expect(hubQuery({ ...EMPTY_HUB_FILTERS, search: ' a ' })).toEqual({
      types: 'resource,prompt',
      status: 'approved',
      page: 1,
      page_size: 15,
      search: undefined,
      topics: undefined,
      topic_areas: undefined,
      career_stages: undefined,
    });
    const query = hubQuery({
      ...EMPTY_HUB_FILTERS,
      search: ' ai ',
      topics: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      type: 'resource',
      careerStage: '3',
    });
    expect(query).toMatchObject({ search: 'ai', topics: '1,2', type: 'resource', career_stages: '3' });
  });
});

describe('career tips link', () => {
  it('holds the topic areas as comma-separated ids and reads them back', () => {
    expect(careerTipsPath([4, 1, 7])).toBe('/resourcehub/career-tips?topic_areas=4,1,7');
    expect(topicAreasFromParam('4, 1,x,7,4,-2')).toEqual([4, 1, 7]);
    expect(topicAreasFromParam(null)).toEqual([]);
  });
});
