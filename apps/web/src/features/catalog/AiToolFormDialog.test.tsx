import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderApp';
import { AiToolFormDialog } from './AiToolFormDialog';
import { CATALOG_TEXT as T } from './text';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const identity = {
  id: 1,
  is_staff: false,
  switchable_orgs: [
    { id: 4, name: 'CareerHub Community', group_type: 'organization', role: 'member' },
    { id: 5, name: 'Northwind', group_type: 'organization', role: 'member' },
  ],
};

/** Identity from the server; the save call answers with `saved`. */
function serve(saved: () => Promise<Response>) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/v1/identity/')) return json(identity);
      bodies.push(JSON.parse(String(init?.body)));
      return saved();
    }),
  );
  return bodies;
}

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
    const bodies = serve(async () => json({}));
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    const name = within(dialog).getByLabelText(T.nameLabel);
    expect(name).toHaveAccessibleDescription(T.required);
    expect(within(dialog).getByLabelText(T.descriptionLabel)).toHaveAccessibleDescription(
      `${T.wordsLeft(0, 500)} ${T.required}`,
    );
    expect(within(dialog).getByLabelText(T.groupLabel)).toHaveAccessibleDescription(T.required);
    expect(name).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('disables Submit while saving, then maps the server’s field errors onto the fields', async () => {
    let answer!: (response: Response) => void;
    const bodies = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
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

    answer(
      json(
        {
          message: T.formSummary,
          non_field_errors: [],
          field_errors: { website: [T.invalidUrl], 'categories.0': [T.invalidChoice] },
        },
        400,
      ),
    );
    const website = within(dialog).getByLabelText(T.websiteLabel);
    await vi.waitFor(() => expect(website).toHaveAccessibleDescription(T.invalidUrl));
    expect(website).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: T.categoriesLabel })).toHaveTextContent(T.invalidChoice);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    expect(submit).toBeEnabled();
  });
});
