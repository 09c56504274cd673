import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MESSAGES as M } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { ResourceFormDialog } from './ResourceFormDialog';
import { buildContent } from './testContent';
import { CONTENT_TEXT as T } from './text';

const identity = {
  id: 1,
  is_staff: false,
  is_certified: true,
  switchable_orgs: [
    { id: 4, name: 'CareerHub Community', group_type: 'organization', role: 'admin' },
    { id: 5, name: 'Northwind', group_type: 'organization', role: 'admin' },
  ],
};
const areas = [{ id: 3, name: 'Interviewing', slug: 'interviewing' }];
const serve = () =>
  stubWrites((url) =>
    url.startsWith('/api/v1/identity/')
      ? json(identity)
      : url.startsWith('/api/v1/topic-areas/')
        ? json({ data: areas })
        : json({}),
  );

async function open(ui: React.ReactElement, title: string) {
  window.localStorage.setItem('access_token', 'token');
  const user = userEvent.setup();
  renderPage(ui);
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('option', { name: 'Interviewing' });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ResourceFormDialog on the form kit', () => {
  it('shows the summary and the spec’s Required on every required field, focuses the title', async () => {
    const { bodies } = serve();
    const { user, dialog } = await open(
      <ResourceFormDialog open kind="resource" onClose={() => {}} />,
      T.contributeResource,
    );
    await user.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    const title = within(dialog).getByLabelText(T.titleLabel);
    // The editor's attributes follow the field in TipTap's own effect, which a loaded machine can
    // run after the click has returned (CI saw only the counter once): wait for it.
    await vi.waitFor(() => {
      for (const label of [T.titleLabel, T.contentLabel, T.groupLabel, T.topicAreaLabel])
        expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
          expect.stringContaining(T.required),
        );
    });
    expect(within(dialog).getByRole('group', { name: T.careerStageLabel })).toHaveTextContent(T.required);
    expect(title).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('refuses markup in the title with the shared schema’s message before sending', async () => {
    const { bodies } = serve();
    const item = buildContent({ type: 'prompt', title: 'Cover letter prompt' });
    const { user, dialog } = await open(
      <ResourceFormDialog open kind="prompt" item={item} onClose={() => {}} />,
      T.editPrompt,
    );
    const title = within(dialog).getByLabelText(T.titleLabel);
    await user.type(title, ' <b>now</b>');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await vi.waitFor(() => expect(title).toHaveAccessibleDescription(M.noMarkup));
    expect(title).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends the edited prompt, then maps the server’s field errors onto its fields', async () => {
    const { bodies, answer } = serve();
    const item = buildContent({ type: 'prompt', title: 'Cover letter prompt' });
    const { user, dialog } = await open(
      <ResourceFormDialog open kind="prompt" item={item} onClose={() => {}} />,
      T.editPrompt,
    );
    const title = within(dialog).getByLabelText(T.titleLabel);
    await user.clear(title);
    await user.type(title, 'Cover letter prompt, second take');
    await user.selectOptions(within(dialog).getByLabelText(T.topicAreaLabel), 'Interviewing');
    const save = within(dialog).getByRole('button', { name: T.save });
    await user.click(save);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      title: 'Cover letter prompt, second take',
      sub_type: null,
      source: null,
      is_premium: false,
      files: [],
      thumbnail_image: null,
      topics: [],
      topic_area: 3,
      career_stages: [],
    });
    expect(bodies[0]).not.toHaveProperty('group');
    expect(save).toBeDisabled();

    answer(fieldErrors({ title: [M.noMarkup], topic_area: [M.topicAreaNotFound] }, T.formSummary));
    await vi.waitFor(() => expect(title).toHaveAccessibleDescription(M.noMarkup));
    expect(within(dialog).getByLabelText(T.topicAreaLabel)).toHaveAccessibleDescription(M.topicAreaNotFound);
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.formSummary);
    expect(save).toBeEnabled();
  });
});
