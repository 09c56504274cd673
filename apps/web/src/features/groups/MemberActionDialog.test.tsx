import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES, GROUPS_TEXT as T, LIMITS, type Member } from '@careerhub/shared';
import { fieldErrors, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { MemberActionDialog } from './MemberActionDialog';

const member = { id: 21, name: 'Ama Mensah' } as Member;

afterEach(() => vi.unstubAllGlobals());

describe('MemberActionDialog on the form kit', () => {
  it('refuses a reason over the text limit, sends it trimmed with the button disabled, shows the server’s message', async () => {
    const { bodies, answer } = stubWrites();
    const user = userEvent.setup();
    renderPage(<MemberActionDialog groupId={5} member={member} action="remove" onClose={() => {}} />);
    const reason = screen.getByLabelText(T.reason);
    await user.click(reason);
    await user.paste('x'.repeat(LIMITS.textField + 1));
    await user.click(screen.getByRole('button', { name: T.remove }));
    expect(reason).toHaveAccessibleDescription(`${T.notesHint} ${GROUP_MESSAGES.maxText}`);
    expect(bodies).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Spam  ');
    await user.click(screen.getByRole('button', { name: T.remove }));
    await vi.waitFor(() => expect(bodies).toEqual([{ user: 21, reason: 'Spam' }]));
    expect(screen.getByRole('button', { name: T.remove })).toBeDisabled();

    answer(fieldErrors({ reason: ['Say why in a few words.'] }));
    await vi.waitFor(() =>
      expect(reason).toHaveAccessibleDescription(`${T.notesHint} Say why in a few words.`),
    );
    expect(screen.getByRole('button', { name: T.remove })).toBeEnabled();
  });
});
