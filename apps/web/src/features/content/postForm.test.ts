import { textToBlocks } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { postPayload, validatePostForm, type PostFormState } from './postForm';

const blocks = textToBlocks('We opened a mentoring circle.');
const form = (patch: Partial<PostFormState> = {}): PostFormState => ({
  blocks,
  group: '3',
  isPrivate: true,
  sendEmail: true,
  alsoPost: false,
  ...patch,
});

describe('post form', () => {
  it('needs the content and the group', () => {
    expect(validatePostForm(form({ blocks: textToBlocks('  '), group: '' }), true)).toEqual({
      content: 'Required',
      group: 'Required',
    });
    expect(validatePostForm(form({ blocks: [] }), false)).toEqual({ content: 'Required' });
    expect(validatePostForm(form({ group: '' }), false)).toEqual({});
    expect(validatePostForm(form({ blocks: textToBlocks('x'.repeat(4001)) }), true)).toEqual({
      content: 'Maximum of 4000 characters',
    });
  });

  it('sends the editor blocks; private by default; the newsletter options only for newsletters', () => {
    expect(postPayload(form(), 'post', false)).toEqual({
      type: 'post',
      group: 3,
      data: { blocks },
      security_level: 20,
    });
    expect(postPayload(form({ isPrivate: false, alsoPost: true }), 'newsletter', false)).toEqual({
      type: 'newsletter',
      group: 3,
      data: { blocks },
      security_level: 0,
      send_email: true,
      share_as_newsletter_and_post: true,
    });
    expect(postPayload(form(), 'post', true)).toEqual({ data: { blocks }, security_level: 20 });
  });
});
