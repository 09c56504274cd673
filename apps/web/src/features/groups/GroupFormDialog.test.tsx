import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES as M, GROUPS_TEXT as T, type Group } from '@careerhub/shared';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { GroupFormDialog } from './GroupFormDialog';

const event = {
  id: 9,
  name: 'Data Summit',
  name_slug: 'data-summit',
  group_type: 'event',
  event_type: 'workshop',
  parent_group: 1,
  description: 'A day of talks.',
  description_blocks: null,
  objective: null,
  member_requirements: null,
  country: null,
  location: null,
  circle_type: null,
  publicity: 'open',
  admission: 'closed',
  start_date: '2030-01-10T00:00:00.000Z',
  end_date: '2030-01-11T00:00:00.000Z',
  application_open_date: '2029-12-01T00:00:00.000Z',
  application_close_date: '2030-01-05T00:00:00.000Z',
  maximum_size: null,
  is_paid: false,
  price: null,
  paid_features: [],
  discount: null,
  topics: [3],
  topics_detailed: [{ id: 3, name: 'Data' }],
  career_stages: [2],
  relevant_sdgs: [],
  use_cases: [],
  is_external: true,
  external_link: 'https://example.com/summit',
  extra_info: { is_external: true, external_link: 'https://example.com/summit', questions: [] },
} as unknown as Group;

afterEach(() => vi.unstubAllGlobals());

describe('GroupFormDialog on the form kit', () => {
  it('shows the spec messages for an empty circle, focuses the first field and sends nothing', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return json({ data: ['Learning Circle'] });
      }),
    );
    const user = userEvent.setup();
    renderPage(<GroupFormDialog mode="create" groupType="circle" parent={{ id: 1 }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.createGroupTitle('Circle') });
    await user.click(within(dialog).getByRole('button', { name: T.next }));

    const name = within(dialog).getByLabelText(`${T.name} *`);
    expect(name).toHaveAccessibleDescription(M.required);
    for (const label of [T.startDate, T.endDate, T.applicationOpenDate, T.applicationCloseDate])
      expect(within(dialog).getByLabelText(`${label} *`)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('group', { name: `${T.sdgs} *` })).toHaveTextContent(M.required);
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(requested.every((url) => url.includes('/circle-types/'))).toBe(true);

    // Editing a field clears its message; the others stay until the next submit.
    await user.type(name, 'Data Circle');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(`${T.startDate} *`)).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables Save while the request runs, then puts the server’s field errors on their fields', async () => {
    const { bodies, answer } = stubWrites();
    const user = userEvent.setup();
    renderPage(<GroupFormDialog mode="edit" group={event} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.editGroupTitle('Event') });
    const save = within(dialog).getByRole('button', { name: T.save });
    await user.click(save);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Data Summit',
      event_type: 'workshop',
      topics: [3],
      extra_info: { is_external: true, external_link: 'https://example.com/summit' },
    });
    expect(save).toBeDisabled();

    answer(
      fieldErrors({
        name: ['A group with this name already exists.'],
        'extra_info.external_link': ['Enter a valid URL.'],
        'description.blocks.0.data.text': ['Too long.'],
      }),
    );
    const name = within(dialog).getByLabelText(`${T.name} *`);
    await vi.waitFor(() =>
      expect(name).toHaveAccessibleDescription('A group with this name already exists.'),
    );
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText(T.externalLink)).toHaveAccessibleDescription('Enter a valid URL.');
    expect(within(dialog).getByText('Too long.')).toBeInTheDocument();
    expect(save).toBeEnabled();
  });
});
