import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { CATALOG_TEXT as T } from './text';
import { UseCaseFormDialog } from './UseCaseFormDialog';

const identity = {
  id: 1,
  is_staff: false,
  switchable_orgs: [{ id: 4, name: 'CareerHub Community', group_type: 'organization', role: 'member' }],
};

/** The identity from the server, empty lists for the pickers; the save waits for the test's answer. */
const serve = () =>
  stubWrites((url) =>
    url.startsWith('/api/v1/identity/')
      ? json(identity)
      : json({ data: [], pagination: { count: 0, next: null } }),
  );

async function open() {
  window.localStorage.setItem('access_token', 'token');
  const user = userEvent.setup();
  renderPage(<UseCaseFormDialog open onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: T.submitUseCase });
  await within(dialog).findByRole('option', { name: 'CareerHub Community' });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('UseCaseFormDialog on the form kit', () => {
  it('names every required field and the word limit with the spec messages', async () => {
    const { bodies } = serve();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    expect(within(dialog).getByLabelText(T.titleLabel)).toHaveAccessibleDescription(T.required);
    expect(within(dialog).getByLabelText(T.titleLabel)).toHaveFocus();
    // The description is the rich-text editor (its word limit is checked in form.test.ts).
    // It takes its description in an effect after the render with the message.
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(`${T.descriptionLabel} *`)).toHaveAccessibleDescription(
        new RegExp(T.required),
      ),
    );
    for (const label of [T.businessValueLabel, T.complexityLabel, T.innovationCategoryLabel])
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(T.required);
    expect(bodies).toHaveLength(0);
  });

  // Saving (Submit disabled while the request runs, server field errors on their fields) goes through
  // useCatalogSubmit, tested with the AI tool form; the description here is the rich-text editor,
  // which jsdom cannot type into (ProseMirror needs layout), so the whole submit runs in e2e
  // (ai-catalogue.spec.ts).
});
