import { feedbackSchema, LIMITS, VALIDATION } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { missingFeedbackFields } from './feedbackForm';

describe('feedback form', () => {
  it.each([
    [{ title: '', content: '' }, ['title', 'content']],
    [{ title: 'Search', content: '   ' }, ['content']],
    [{ title: ' ', content: 'It finds misspelt names.' }, ['title']],
  ])('asks for both fields with the spec message for %j', (values, missing) => {
    const parsed = feedbackSchema.safeParse(values);
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([[[], VALIDATION.feedbackBoth]]);
    expect(missingFeedbackFields(values)).toEqual(missing);
  });

  it('trims and accepts a title and a description', () => {
    expect(feedbackSchema.parse({ title: ' Search ', content: ' Works well. ' })).toEqual({
      title: 'Search',
      content: 'Works well.',
    });
  });

  it('refuses a title over the limit on the field itself', () => {
    const parsed = feedbackSchema.safeParse({ title: 'x'.repeat(LIMITS.title + 1), content: 'ok' });
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['title'], VALIDATION.tooLong(LIMITS.title)],
    ]);
  });
});
