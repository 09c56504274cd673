import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMENT_MAX_CHARS, COMMENT_TEXT } from '@careerhub/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { CommentComposer } from './CommentComposer';

function setup(onSubmit: (body: string) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <CommentComposer
      label="Write a comment"
      placeholder="Add a comment"
      submitLabel="Comment"
      onSubmit={onSubmit}
      failureMessage={COMMENT_TEXT.couldNotPost}
    />,
  );
  return { user, box: screen.getByLabelText('Write a comment') };
}

describe('CommentComposer on the form kit', () => {
  it('says Write something first for a blank text and the limit for a long one, sending nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user, box } = setup(onSubmit);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(box).toHaveAccessibleDescription(COMMENT_TEXT.required);
    expect(box).toHaveFocus();
    await user.click(box);
    await user.paste('x'.repeat(COMMENT_MAX_CHARS + 1));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(box).toHaveAccessibleDescription(COMMENT_TEXT.tooLong);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned text and empties the box; the server’s message goes under it', async () => {
    const onSubmit = vi
      .fn<(body: string) => Promise<unknown>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(
        new ApiError(400, {
          message: '',
          non_field_errors: [],
          field_errors: { body: ['HTML is not allowed.'] },
        } as never),
      );
    const { user, box } = setup(onSubmit);
    await user.type(box, '  Great talk!  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(onSubmit).toHaveBeenLastCalledWith('Great talk!');

    await user.type(box, 'Again');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription('HTML is not allowed.'));
    expect(screen.getByRole('alert')).toHaveTextContent('HTML is not allowed.');
  });
});
