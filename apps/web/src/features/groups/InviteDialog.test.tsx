import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS_TEXT as T, INVITATION_MESSAGES as I } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { InviteDialog } from './InviteDialog';

async function open() {
  const user = userEvent.setup();
  renderPage(<InviteDialog group={{ id: 9, name: 'Data circle' }} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: T.inviteTitle('Data circle') });
  return { user, dialog, emails: within(dialog).getByLabelText(T.inviteEmails) };
}

afterEach(() => vi.unstubAllGlobals());

describe('InviteDialog on the form kit', () => {
  it('asks for an address or a person, and keeps a wrong address in the field with its message', async () => {
    const { bodies } = stubWrites();
    const { user, dialog, emails } = await open();
    const send = within(dialog).getByRole('button', { name: T.sendInvitations });
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(I.atLeastOne);

    await user.type(emails, 'nope');
    await user.click(send);
    expect(emails).toHaveValue('nope');
    expect(emails).toHaveAccessibleDescription(expect.stringContaining(I.emailInvalid));
    expect(emails).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends the typed addresses as the request, then shows the server’s message on the field', async () => {
    const { bodies, answer } = stubWrites();
    const { user, dialog, emails } = await open();
    await user.type(emails, 'ada@example.org,');
    expect(within(dialog).getByRole('list', { name: T.addedEmails })).toHaveTextContent('ada@example.org');
    await user.type(emails, 'grace@example.org');
    const send = within(dialog).getByRole('button', { name: T.sendInvitations });
    await user.click(send);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      object_id: 9,
      content_type: 'group',
      emails: ['ada@example.org', 'grace@example.org'],
      users: [],
    });
    expect(send).toBeDisabled();
    answer(fieldErrors({ 'emails.1': [I.emailDuplicate] }));
    await vi.waitFor(() =>
      expect(emails).toHaveAccessibleDescription(expect.stringContaining(I.emailDuplicate)),
    );
    expect(send).toBeEnabled();
  });
});
