import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { AiToolFormDialog } from './AiToolFormDialog';
import { CATALOG_TEXT as T } from './text';

const identity = {
  id: 1,
  is_staff: false,
  switchable_orgs: [
    { id: 4, name: 'CareerHub Community', group_type: 'organization', role: 'member' },
    { id: 5, name: 'Northwind', group_type: 'organization', role: 'member' },
  ],
};

/** The identity from the server; the save waits for the test's answer. */
const serve = () => stubWrites((url) => (url.startsWith('/api/v1/identity/') ? json(identity) : json({})));

async function open() {
  window.localStorage.setItem('access_token', 'token');
  const user = userEvent.setup();
  renderPage(<AiToolFormDialog open onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: T.submitAiTool });
  await within(dialog).findByRole('option', { name: 'Northwind' });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AiToolFormDialog on the form kit', () => {
  it('shows the summary and the spec messages, focuses the first field, sends nothing', async () => {
    const { bodies } = serve();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    const name = within(dialog).getByLabelText(T.nameLabel);
    expect(name).toHaveAccessibleDescription(T.required);
    // The rich-text editor takes its description in an effect after the render with the message.
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(T.descriptionLabel)).toHaveAccessibleDescription(
        `${T.wordsLeft(0, 500)} ${T.required}`,
      ),
    );
    expect(within(dialog).getByLabelText(T.groupLabel)).toHaveAccessibleDescription(T.required);
    expect(name).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('disables Submit while saving, then maps the server’s field errors onto the fields', async () => {
    const { bodies, answer } = serve();
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(T.nameLabel), 'Claude');
    await user.type(within(dialog).getByLabelText(T.descriptionLabel), 'An assistant for writing.');
    await user.selectOptions(within(dialog).getByLabelText(T.groupLabel), 'Northwind');
    await user.type(within(dialog).getByLabelText(T.websiteLabel), 'https://claude.ai');
    const submit = within(dialog).getByRole('button', { name: T.submit });
    await user.click(submit);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Claude', group: 5, website: 'https://claude.ai', logo: null });
    expect(submit).toBeDisabled();

    answer(fieldErrors({ website: [T.invalidUrl], 'categories.0': [T.invalidChoice] }, T.formSummary));
    const website = within(dialog).getByLabelText(T.websiteLabel);
    await vi.waitFor(() => expect(website).toHaveAccessibleDescription(T.invalidUrl));
    expect(website).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: T.categoriesLabel })).toHaveTextContent(T.invalidChoice);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    expect(submit).toBeEnabled();
  });
});
