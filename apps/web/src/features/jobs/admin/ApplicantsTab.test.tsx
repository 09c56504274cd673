import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES as M, JOBS_ADMIN_TEXT as T } from '@careerhub/shared';
import { renderPage } from '../../../test/renderApp';
import { JobApplicantsTab } from './ApplicantsTab';
import type { AdminJob } from './types';

const job = {
  id: 7,
  slug: 'data-analyst',
  title: 'Data Analyst',
  job_status: 'approved',
  is_administrator: true,
  group: { id: 4, name: 'CareerHub Community', name_slug: 'careerhub-community' },
  extra_info: { questions: [{ id: 'tool', label: 'Tool', type: 'text', required: true, options: '' }] },
  accepted_members_count: 0,
  pending_members_count: 1,
  rejected_members_count: 0,
} as unknown as AdminJob;
const applicant = {
  id: 31,
  name: 'Kofi Boateng',
  name_slug: 'kofi-boateng',
  image: null,
  institution_name: null,
  country: null,
  status: 'pending',
  email: 'kofi@example.org',
  resume: '/media/resumes/kofi.pdf',
  extra_info: { tool: 'Metabase' },
  applied_at: '2031-03-10T09:30:00.000Z',
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('JobApplicantsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on accepted and says "No applicants here" when nobody is there', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return json({ data: [], pagination: { count: 0, next: null } });
      }),
    );
    renderPage(<JobApplicantsTab job={job} />, { path: '/job/:slug/:tab', url: '/job/data-analyst/people' });
    expect(await screen.findByText(M.noApplicants)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${T.statusAccepted} (0)`, pressed: true }),
    ).toBeInTheDocument();
    expect(urls[0]).toContain('/api/v1/jobs/7/applications/?status=accepted&page=1&page_size=12');
  });

  it('reads status, q and page from the address; accepts a pending applicant with the toast', async () => {
    const calls: Array<{ url: string; body?: string }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body as string | undefined });
        if (init?.method === 'POST')
          return json({ message: 'Successfully accepted applicant', user_id: 31, status: 'accepted' });
        return json({ data: [applicant], pagination: { count: 13, next: 2 } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<JobApplicantsTab job={job} />, {
      path: '/job/:slug/:tab',
      url: '/job/data-analyst/people?status=pending&q=kofi&page=2',
    });
    const row = await screen.findByRole('listitem', { name: 'Kofi Boateng' });
    expect(row).toHaveTextContent(/Tool\s*Metabase/);
    expect(screen.getByRole('link', { name: 'Kofi Boateng' })).toHaveAttribute(
      'href',
      '/profile/kofi-boateng',
    );
    expect(screen.getByRole('link', { name: /View resume.*Kofi Boateng/ })).toHaveAttribute(
      'href',
      '/media/resumes/kofi.pdf',
    );
    expect(screen.getByLabelText(T.searchApplicants)).toHaveValue('kofi');
    expect(calls[0]!.url).toContain('status=pending&q=kofi&page=2&page_size=12');
    await user.click(screen.getByRole('button', { name: `${T.accept} Kofi Boateng` }));
    const post = calls.find((c) => c.url.endsWith('/jobs/7/status/'));
    expect(JSON.parse(post!.body!)).toEqual({ user_id: 31, status: 'accepted' });
  });
});
