import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES as M, GROUPS_TEXT as T, type Group } from '@careerhub/shared';
import { fieldErrors, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { JoinDialog } from './JoinDialog';

const conference = {
  id: 8,
  name: 'AI Summit',
  group_type: 'event',
  event_type: 'conference',
  join_message: null,
  extra_info: { is_external: false, external_link: null, questions: [] },
} as unknown as Group;

afterEach(() => vi.unstubAllGlobals());

describe('JoinDialog on the form kit', () => {
  it('a presenter is asked for the presentation fields; the server’s messages land on them; Submit disabled meanwhile', async () => {
    const { bodies, answer } = stubWrites();
    const user = userEvent.setup();
    renderPage(<JoinDialog group={conference} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.conferenceTitle });
    await user.selectOptions(within(dialog).getByLabelText(T.participantType), 'presenter');
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    const title = within(dialog).getByLabelText(`${T.presentationTitle} *`);
    expect(title).toHaveAccessibleDescription(M.required);
    expect(within(dialog).getByLabelText(`${T.abstract} *`)).toHaveAccessibleDescription(
      `${T.abstractWords(0)} ${M.abstractOrFile}`,
    );
    expect(bodies).toHaveLength(0);

    // Editing a field clears its message.
    await user.type(title, 'Agents at work');
    expect(title).not.toHaveAttribute('aria-invalid');

    await user.type(within(dialog).getByLabelText(`${T.abstract} *`), 'What we learned.');
    for (const [label, choice] of [
      [T.submissionType, 0],
      [T.programType, 0],
      [T.publication, 0],
    ] as const) {
      const select = within(dialog).getByLabelText(`${label} *`);
      await user.selectOptions(select, within(select).getAllByRole('option')[choice + 1]!);
    }
    const submit = within(dialog).getByRole('button', { name: T.submit });
    await user.click(submit);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      extra_info: { participant_type: 'presenter', title: 'Agents at work', abstract: 'What we learned.' },
    });
    expect(submit).toBeDisabled();

    answer(fieldErrors({ 'extra_info.title': ['Title is taken.'] }));
    await vi.waitFor(() => expect(title).toHaveAccessibleDescription('Title is taken.'));
    expect(submit).toBeEnabled();
  });
});
