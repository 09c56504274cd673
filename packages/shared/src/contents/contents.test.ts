import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as M } from './messages.js';
import {
  careerTipCreateSchema,
  contentCreateSchema,
  contentListPageSize,
  contentListQuery,
  contentUpdateSchema,
} from './schemas.js';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contents contract', () => {
  it('asks a post for content and group, a resource also for title, topics, topic area and career stages', () => {
    expect(issues(contentCreateSchema.safeParse({}))).toEqual({ content: M.required, group: M.required });
    expect(issues(contentCreateSchema.safeParse({ type: 'resource', content: 'x', group: 1 }))).toEqual({
      title: M.required,
      topics: M.required,
      topic_area: M.required,
      career_stages: M.required,
    });
    expect(
      contentCreateSchema.safeParse({ type: 'prompt', title: 'T', content: 'x', group: 1 }).success,
    ).toBe(true);
  });

  it('limits files to 7, topics to 7, text to 4000, and wants an http(s) source for external items', () => {
    const base = { content: 'x', group: 1 };
    expect(issues(contentCreateSchema.safeParse({ ...base, files: [1, 2, 3, 4, 5, 6, 7, 8] })).files).toBe(
      M.maxFiles,
    );
    expect(issues(contentCreateSchema.safeParse({ ...base, topics: [1, 2, 3, 4, 5, 6, 7, 8] })).topics).toBe(
      M.maxTopics,
    );
    expect(issues(contentCreateSchema.safeParse({ ...base, content: 'x'.repeat(4001) })).content).toBe(
      M.maxText,
    );
    expect(issues(contentCreateSchema.safeParse({ ...base, sub_type: 'external' })).source).toBe(
      M.sourceRequired,
    );
    for (const source of ['javascript:alert(1)', 'ftp://example.org/a', 'not a url'])
      expect(issues(contentCreateSchema.safeParse({ ...base, sub_type: 'external', source })).source).toBe(
        M.invalidUrl,
      );
    expect(issues(contentCreateSchema.safeParse({ ...base, title: '<b>x</b>' })).title).toBe(M.noMarkup);
    expect(contentCreateSchema.safeParse({ ...base, unknown: 1 }).success).toBe(false);
    expect(issues(contentUpdateSchema.safeParse({ content: ' ' })).content).toBe(M.required);
    expect(issues(careerTipCreateSchema.safeParse({ title: 'T', content: 'x' })).topic_area).toBe(M.required);
  });

  it('reads list filters from the address and picks the page size of each list', () => {
    expect(contentListQuery.parse({ type: 'resource', topics: '3,1,3', search: ' a ', page: '2' })).toEqual({
      page: 2,
      type: 'resource',
      topics: [3, 1],
      search: undefined,
    });
    expect(contentListQuery.parse({ types: 'post,newsletter', topic_areas: 'all' })).toMatchObject({
      types: ['post', 'newsletter'],
      topic_areas: [],
    });
    for (const bad of [{ topics: '1,x' }, { topics: '0' }, { types: 'career_tip' }, { created_by: '5' }])
      expect(contentListQuery.safeParse(bad).success).toBe(false);
    expect(contentListPageSize('resource', 4)).toBe(12);
    expect(contentListPageSize('resource', undefined)).toBe(15);
    expect(contentListPageSize('prompt', undefined)).toBe(15);
    expect(contentListPageSize(undefined, 4)).toBe(15);
  });
});
