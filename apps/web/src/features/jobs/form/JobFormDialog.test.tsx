import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUPS_TEXT, JOB_MESSAGES as M, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import type { AdminJob } from '../admin/types';
import { fieldErrors, json, stubWrites } from '../../../test/fetchStub';
import { renderPage } from '../../../test/renderApp';
import { JobFormDialog } from './JobFormDialog';

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

describe('JobFormDialog without a fixed group', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the organizations where the user may post jobs', async () => {
    window.localStorage.setItem('access_token', 'token');
    const org = (id: number, name: string, role: string, groupType = 'organization') => ({
      id,
      name,
      name_slug: name.toLowerCase().replace(/ /g, '-'),
      logo: null,
      domain: null,
      description: '',
      membership_type: 'member',
      group_type: groupType,
      role,
      status: 'accepted',
    });
    const identity = {
      id: 1,
      is_staff: false,
      switchable_orgs: [
        org(4, 'CareerHub Community', 'admin'),
        org(5, 'Kathmandu University', 'leader', 'institution'),
        org(6, 'Northwind', 'member'),
      ],
    };
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        if (url.startsWith('/api/v1/identity/')) return json(identity);
        // The server applies the posting rule (certification included) and lists what is left.
        return json({
          data: [{ id: 4, name: 'CareerHub Community' }],
          pagination: { count: 1, next: null },
        });
      }),
    );
    renderPage(<JobFormDialog open onClose={() => {}} />);
    const select = await screen.findByLabelText(`${T.organization} *`);
    await vi.waitFor(() => expect(select).toBeEnabled());
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([T.chooseOrganization, 'CareerHub Community']);
    // One call, not one per group.
    const groupCalls = requested.filter((u) => u.includes('/groups/'));
    expect(groupCalls).toHaveLength(1);
    expect(groupCalls[0]).toContain('can_post_jobs=true');
  });

  it('asks nothing when the user manages no organization or institution', async () => {
    window.localStorage.setItem('access_token', 'token');
    const identity = {
      id: 1,
      is_staff: false,
      switchable_orgs: [{ id: 6, name: 'Northwind', group_type: 'organization', role: 'member' }],
    };
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return json(identity);
      }),
    );
    renderPage(<JobFormDialog open onClose={() => {}} />);
    expect(await screen.findByText(T.noPostableGroups)).toBeInTheDocument();
    expect(requested.some((u) => u.includes('/groups/'))).toBe(false);
  });
});

const editedJob = {
  id: 9,
  slug: 'ux-research-intern',
  title: 'UX Research Intern',
  description: 'Interview members.',
  requirements: null,
  job_type: 'internship',
  job_location: 'remote',
  address: null,
  job_status: 'approved',
  application_open_date: null,
  application_close_date: '2031-06-30T12:00:00.000Z',
  skills_detailed: [],
  career_stages: [],
  countries: [],
  group: {
    id: 4,
    name: 'CareerHub Community',
    name_slug: 'careerhub-community',
    image: null,
    group_type: 'organization',
  },
  extra_info: { questions: [{ id: 'q-1', label: 'Portfolio', type: 'text', required: true, options: '' }] },
} as unknown as AdminJob;

describe('JobFormDialog editing a job on the form kit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the questions too, and names the empty one', async () => {
    const fetchSpy = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderPage(<JobFormDialog open job={editedJob} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.editJobTitle });
    await user.clear(within(dialog).getByLabelText(`${GROUPS_TEXT.questionLabel} 1`));
    await user.click(within(dialog).getByRole('button', { name: T.publish }));
    expect(within(dialog).getByLabelText(`${GROUPS_TEXT.questionLabel} 1`)).toHaveAccessibleDescription(
      M.required,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('disables both buttons while saving, then puts the server’s field errors on the job and question fields', async () => {
    const { bodies, answer } = stubWrites();
    const user = userEvent.setup();
    renderPage(<JobFormDialog open job={editedJob} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: T.editJobTitle });
    await user.click(within(dialog).getByRole('button', { name: T.saveAsDraft }));

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      title: 'UX Research Intern',
      job_status: 'pending',
      extra_info: { questions: [{ id: 'q-1', label: 'Portfolio', type: 'text', required: true }] },
    });
    expect(bodies[0]).not.toHaveProperty('group');
    expect(within(dialog).getByRole('button', { name: T.publish })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: T.saveAsDraft })).toBeDisabled();

    answer(
      fieldErrors({
        title: ['Ensure this field has no more than 100 characters.'],
        'extra_info.questions.0.label': ['This label is taken.'],
      }),
    );
    const title = within(dialog).getByLabelText(`${T.title} *`);
    await vi.waitFor(() =>
      expect(title).toHaveAccessibleDescription('Ensure this field has no more than 100 characters.'),
    );
    expect(title).toHaveFocus();
    expect(within(dialog).getByLabelText(`${GROUPS_TEXT.questionLabel} 1`)).toHaveAccessibleDescription(
      'This label is taken.',
    );
    expect(within(dialog).getByRole('button', { name: T.publish })).toBeEnabled();
  });
});
