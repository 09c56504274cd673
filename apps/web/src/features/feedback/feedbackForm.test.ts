import { LIMITS, VALIDATION } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedbackForm';

describe('feedback form', () => {
  it.each([
    [{ title: '', content: '' }, ['title', 'content']],
    [{ title: 'Search', content: '   ' }, ['content']],
    [{ title: ' ', content: 'It finds misspelt names.' }, ['title']],
  ])('asks for both fields with the spec message for %j', (values, missing) => {
    expect(validateFeedback(values)).toEqual({ errors: { form: VALIDATION.feedbackBoth }, missing });
  });

  it('trims and accepts a title and a description', () => {
    expect(validateFeedback({ title: ' Search ', content: ' Works well. ' })).toEqual({
      data: { title: 'Search', content: 'Works well.' },
    });
  });

  it('refuses a title over the limit on the field itself', () => {
    const result = validateFeedback({ title: 'x'.repeat(LIMITS.title + 1), content: 'ok' });
    expect(result).toEqual({ errors: { title: VALIDATION.tooLong(LIMITS.title) }, missing: [] });
  });
});
