import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
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
    // Too long for the word limit (pasted, not typed: 501 words).
    fireEvent.change(within(dialog).getByLabelText(T.descriptionLabel), {
      target: { value: Array.from({ length: 501 }, () => 'word').join(' ') },
    });
    await user.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    expect(within(dialog).getByLabelText(T.titleLabel)).toHaveAccessibleDescription(T.required);
    expect(within(dialog).getByLabelText(T.titleLabel)).toHaveFocus();
    expect(within(dialog).getByLabelText(T.descriptionLabel)).toHaveAccessibleDescription(
      `${T.wordsLeft(501, 500)} ${T.maxWords}`,
    );
    for (const label of [T.businessValueLabel, T.complexityLabel, T.innovationCategoryLabel])
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(T.required);
    expect(bodies).toHaveLength(0);
  });

  it('disables Submit while saving, then puts video_link and ai_tools errors on their fields', async () => {
    const { bodies, answer } = serve();
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(T.titleLabel), 'Screening résumés');
    await user.type(within(dialog).getByLabelText(T.descriptionLabel), 'Sorting applications by skills.');
    await user.type(within(dialog).getByLabelText(T.videoLinkLabel), 'https://youtu.be/x');
    await user.selectOptions(within(dialog).getByLabelText(T.groupLabel), 'CareerHub Community');
    await user.selectOptions(within(dialog).getByLabelText(T.businessValueLabel), 'High');
    await user.selectOptions(within(dialog).getByLabelText(T.complexityLabel), 'Low');
    await user.selectOptions(within(dialog).getByLabelText(T.innovationCategoryLabel), 'Incremental');
    const submit = within(dialog).getByRole('button', { name: T.submit });
    await user.click(submit);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      title: 'Screening résumés',
      group: 4,
      video_link: 'https://youtu.be/x',
      business_value: 'High',
    });
    expect(bodies[0]).not.toHaveProperty('topics');
    expect(submit).toBeDisabled();

    answer(fieldErrors({ video_link: [T.invalidUrl], 'ai_tools.0': ['AI tool not found.'] }, T.formSummary));
    const video = within(dialog).getByLabelText(T.videoLinkLabel);
    await vi.waitFor(() => expect(video).toHaveAccessibleDescription(T.invalidUrl));
    expect(within(dialog).getByText('AI tool not found.')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });
});
