import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_MESSAGES, JOBS_BOARD_TEXT as T, type Job } from '@careerhub/shared';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { ApplyControl } from './ApplyControl';

const job = {
  id: 7,
  slug: 'data-analyst',
  title: 'Data Analyst',
  job_status: 'approved',
  status: null,
  is_open: true,
  extra_info: {
    questions: [
      { id: 'a1b2c3d4', label: 'Portfolio link', type: 'text', required: true, options: '' },
      { id: 'e5f6a7b8', label: 'Start', type: 'selection', required: false, options: 'Now\nLater' },
    ],
  },
} as unknown as Job;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The profile has a resume on file; the apply call waits for the test's answer. */
const serve = () =>
  stubWrites((url) =>
    url.startsWith('/api/v1/users/profile/') ? json({ id: 1, resume: { id: 3, file: 'cv.pdf' } }) : json({}),
  );

async function openDialog() {
  window.localStorage.setItem('access_token', 'token');
  const user = userEvent.setup();
  renderPage(<ApplyControl job={job} />);
  await user.click(screen.getByRole('button', { name: T.apply }));
  const dialog = await screen.findByRole('dialog', { name: T.applyTitle(job.title) });
  await within(dialog).findByText(T.resumeOnFile);
  return { user, dialog };
}

describe('ApplyControl: the questions before applying, on the form kit', () => {
  it('names the unanswered required question and sends nothing', async () => {
    const { bodies } = serve();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: T.submitApplication }));
    expect(within(dialog).getByLabelText('Portfolio link *')).toHaveAccessibleDescription(
      GROUP_MESSAGES.required,
    );
    expect(bodies).toHaveLength(0);

    // Answering clears the message at once.
    await user.type(within(dialog).getByLabelText('Portfolio link *'), 'x');
    expect(within(dialog).getByLabelText('Portfolio link *')).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button while sending, then shows the server’s message under its question', async () => {
    const { bodies, answer } = serve();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Portfolio link *'), '  https://ada.dev  ');
    await user.selectOptions(within(dialog).getByLabelText('Start'), 'Later');
    const submit = within(dialog).getByRole('button', { name: T.submitApplication });
    await user.click(submit);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ answers: { a1b2c3d4: 'https://ada.dev', e5f6a7b8: 'Later' } });
    expect(submit).toBeDisabled();

    answer(fieldErrors({ 'answers.a1b2c3d4': ['Enter a valid URL.'] }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Portfolio link *')).toHaveAccessibleDescription(
        'Enter a valid URL.',
      ),
    );
    expect(submit).toBeEnabled();
  });
});
