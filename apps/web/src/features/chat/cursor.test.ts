import { describe, expect, it } from 'vitest';
import { nextMessagesCursor } from './api';
import type { MessagesPage } from './types';

const pageOf = (ids: number[], next: number | null): MessagesPage =>
  ({ data: ids.map((id) => ({ id })), pagination: { count: 100, next } }) as unknown as MessagesPage;

describe('the older-messages cursor', () => {
  it('asks for messages older than the oldest sent one held, whatever arrived on top since', () => {
    const first = pageOf([-2, 160, 159, 120], 2);
    expect(nextMessagesCursor(first, [first])).toEqual({ page: 2, beforeId: 120 });
    const second = pageOf([119, 80], 3);
    expect(nextMessagesCursor(second, [first, second])).toEqual({ page: 3, beforeId: 80 });
  });

  it('stops when the server says there is nothing older, or nothing is held yet', () => {
    expect(nextMessagesCursor(pageOf([5, 4], null), [pageOf([5, 4], null)])).toBeUndefined();
    expect(nextMessagesCursor(pageOf([-1], 2), [pageOf([-1], 2)])).toBeUndefined();
  });
});
