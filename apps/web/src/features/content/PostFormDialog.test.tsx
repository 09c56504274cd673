import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textToBlocks } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { PostFormDialog } from './PostFormDialog';
import { postCheck, type PostFormState } from './postForm';
import { buildContent } from './testContent';
import { CONTENT_TEXT as T } from './text';

const identity = {
  id: 1,
  is_staff: false,
  switchable_orgs: [
    { id: 4, name: 'CareerHub Community', group_type: 'organization', role: 'member' },
    { id: 5, name: 'Northwind', group_type: 'organization', role: 'admin' },
  ],
};
const serve = () => stubWrites((url) => (url.startsWith('/api/v1/identity/') ? json(identity) : json({})));

async function open(ui: React.ReactElement, title: string) {
  window.localStorage.setItem('access_token', 'token');
  const user = userEvent.setup();
  renderPage(ui);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('PostFormDialog on the form kit', () => {
  it('asks for the text and the group with the spec message, focuses the first, sends nothing', async () => {
    const { bodies } = serve();
    const { user, dialog } = await open(<PostFormDialog open onClose={() => {}} />, T.shareSomething);
    await within(dialog).findByRole('option', { name: 'Northwind' });
    await user.click(within(dialog).getByRole('button', { name: T.post }));
    const group = within(dialog).getByLabelText(T.groupLabel);
    expect(group).toHaveAccessibleDescription(T.required);
    // The editor's description also counts the characters. The editor takes its attributes in an
    // effect after the render that set the message: a loaded machine sees the old text first.
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(T.postContentLabel)).toHaveAccessibleDescription(
        expect.stringContaining(T.required),
      ),
    );
    expect(group).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends the edit, disables Post while saving, then puts the server’s message on the text', async () => {
    const { bodies, answer } = serve();
    const post = buildContent({ id: 9, type: 'post', security_level: 20 });
    const { user, dialog } = await open(<PostFormDialog open onClose={() => {}} post={post} />, T.editPost);
    await user.click(within(dialog).getByRole('switch', { name: T.privatePost }));
    const save = within(dialog).getByRole('button', { name: T.save });
    await user.click(save);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ data: post.data, security_level: 0 });
    expect(save).toBeDisabled();

    answer(fieldErrors({ 'data.blocks.0.data.text': [T.maxText] }, 'Please correct the errors below'));
    const text = within(dialog).getByLabelText(T.postContentLabel);
    await vi.waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining(T.maxText)));
    expect(save).toBeEnabled();
  });
});

describe('post form check', () => {
  const values = (patch: Partial<PostFormState> = {}): PostFormState => ({
    blocks: textToBlocks('We opened a mentoring circle.'),
    group: '5',
    isPrivate: true,
    sendEmail: false,
    alsoPost: true,
    ...patch,
  });

  it('hands over the create request of a newsletter, checked by the shared schema', () => {
    expect(postCheck({ needsGroup: true, kind: 'newsletter', editing: false })(values())).toEqual({
      data: {
        type: 'newsletter',
        group: 5,
        data: { blocks: values().blocks },
        security_level: 20,
        send_email: false,
        share_as_newsletter_and_post: true,
      },
    });
  });

  it('gives the spec messages on the form’s fields', () => {
    expect(
      postCheck({ needsGroup: true, kind: 'post', editing: false })(
        values({ blocks: textToBlocks(' '), group: '' }),
      ),
    ).toEqual({ errors: { blocks: T.required, group: T.required } });
    expect(
      postCheck({ needsGroup: false, kind: 'post', editing: true })(
        values({ blocks: textToBlocks('x'.repeat(4001)) }),
      ),
    ).toEqual({ errors: { blocks: T.maxText } });
  });
});
