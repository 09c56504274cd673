import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES as M, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { renderPage } from '../../../test/renderApp';
import { JobFormDialog } from './JobFormDialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('JobFormDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages and sends nothing while required fields are empty', async () => {
    const fetchSpy = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage(<JobFormDialog open groupId={4} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.createJobTitle });
    await user.click(within(dialog).getByRole('button', { name: T.publish }));
    expect(within(dialog).getAllByText(M.required)).toHaveLength(4);
    expect(within(dialog).getByLabelText(`${T.title} *`)).toHaveFocus();
    expect(within(dialog).queryByLabelText(`${T.organization} *`)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for an address on site, drops it for remote, then publishes and opens the questions step', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(
          {
            message: M.created,
            data: { id: 7, slug: 'data-analyst', title: 'Data Analyst', extra_info: { questions: [] } },
          },
          201,
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(<JobFormDialog open groupId={4} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.createJobTitle });
    await user.type(within(dialog).getByLabelText(`${T.title} *`), 'Data Analyst');
    await user.selectOptions(within(dialog).getByLabelText(`${T.jobType} *`), 'full_time');
    await user.selectOptions(within(dialog).getByLabelText(`${T.jobLocation} *`), 'on_site');
    await user.type(within(dialog).getByLabelText(`${T.description} *`), 'Dashboards.');
    await user.click(within(dialog).getByRole('button', { name: T.publish }));
    expect(within(dialog).getByLabelText(`${T.address} *`)).toHaveAccessibleDescription(
      `${T.addressHint} ${M.required}`,
    );
    await user.type(within(dialog).getByLabelText(`${T.address} *`), '12 Marina Blvd');
    await user.selectOptions(within(dialog).getByLabelText(`${T.jobLocation} *`), 'remote');
    expect(within(dialog).queryByLabelText(`${T.address} *`)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: T.publish }));

    expect(await screen.findByRole('dialog', { name: T.questionsTitle })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      title: 'Data Analyst',
      group: 4,
      job_type: 'full_time',
      job_location: 'remote',
      address: null,
      job_status: 'approved',
    });
  });
});
