import { describe, expect, it } from 'vitest';
import { filterOrder, queryOfUseCases } from './filters';

describe('use case filters', () => {
  it('uses the spec default order without configuration', () => {
    expect(filterOrder([])).toEqual([
      'search',
      'job_function',
      'professional_field',
      'business_value',
      'complexity',
      'innovation_category',
      'career_stage',
      'category',
    ]);
  });

  it('follows filter_order, skips unknown keys and appends the rest', () => {
    const order = filterOrder(['category', 'nonsense', 'search', 'category']);
    expect(order.slice(0, 2)).toEqual(['category', 'search']);
    expect(order).toHaveLength(8);
  });

  it('reads the query from the address; search only from 2 characters', () => {
    expect(queryOfUseCases(new URLSearchParams('search=a&complexity=Low&page=2'))).toEqual({
      complexity: 'Low',
      page: 2,
    });
  });
});
