import { describe, expect, it } from 'vitest';
import { postPayload, validatePostForm, type PostFormState } from './postForm';

const form = (patch: Partial<PostFormState> = {}): PostFormState => ({
  content: 'We opened a mentoring circle.',
  group: '3',
  isPrivate: true,
  sendEmail: true,
  alsoPost: false,
  ...patch,
});

describe('post form', () => {
  it('needs the content and the group', () => {
    expect(validatePostForm(form({ content: '  ', group: '' }), true)).toEqual({
      content: 'Required',
      group: 'Required',
    });
    expect(validatePostForm(form({ group: '' }), false)).toEqual({});
    expect(validatePostForm(form({ content: 'x'.repeat(4001) }), true)).toEqual({
      content: 'Maximum of 4000 characters',
    });
  });

  it('creates private posts by default and sends the newsletter options only for newsletters', () => {
    expect(postPayload(form(), 'post', false)).toEqual({
      type: 'post',
      group: 3,
      content: 'We opened a mentoring circle.',
      security_level: 20,
    });
    expect(postPayload(form({ isPrivate: false }), 'newsletter', false)).toEqual({
      type: 'newsletter',
      group: 3,
      content: 'We opened a mentoring circle.',
      security_level: 0,
      send_email: true,
      share_as_newsletter_and_post: false,
    });
    expect(postPayload(form(), 'post', true)).toEqual({
      content: 'We opened a mentoring circle.',
      security_level: 20,
    });
  });
});
