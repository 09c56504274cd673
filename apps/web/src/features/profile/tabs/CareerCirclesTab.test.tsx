import { PROFILE_TEXT, type UserCircle } from '@careerhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderApp';
import { CareerCirclesTab } from './CareerCirclesTab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const circle = (id: number, fields: Partial<UserCircle> = {}): UserCircle => ({
  id,
  name: `Circle ${id}`,
  name_slug: `circle-${id}`,
  group_type: 'circle',
  type: 'circle',
  circle_type: 'Career Circle',
  event_type: null,
  description: '',
  logo: null,
  cover_image: null,
  country: null,
  countries: [],
  topics: [],
  relevant_sdgs: [],
  relevant_sdgs_detailed: [],
  parent_group: 1,
  is_verified: false,
  is_paid: false,
  price: null,
  maximum_size: null,
  total_members: 4,
  start_date: '2026-03-02T00:00:00.000Z',
  end_date: '2026-05-30T00:00:00.000Z',
  application_open_date: null,
  application_close_date: null,
  is_external: false,
  external_link: null,
  lifecycle: 'running',
  lifecycle_label: 'Running',
  registration_label: 'Closed',
  has_limited_seats: false,
  organization: { id: 1, name: 'Acme Foundation', name_slug: 'acme-foundation' },
  membership_role: 'member',
  membership_status: 'accepted',
  joined_at: '2026-03-01T00:00:00.000Z',
  ...fields,
});

/** The circles and connections calls of user 7; circles answered per page. */
function stubApi(circlePages: Record<string, { data: UserCircle[]; count: number }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/users/7/circles/') {
        const page = circlePages[url.searchParams.get('page') ?? '1']!;
        return json({ data: page.data, pagination: { count: page.count, next: null } });
      }
      if (url.pathname === '/api/v1/connections/user/7/')
        return json({ data: [], pagination: { count: 0, next: null } });
      return json({ message: 'not found' }, 404);
    }),
  );
  return calls;
}

describe('CareerCirclesTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the user's circles with a link, type, organization and role", async () => {
    stubApi({
      '1': {
        data: [
          circle(1, { name: 'Data Careers Circle', name_slug: 'data-careers' }),
          circle(2, { membership_role: 'leader', organization: null }),
        ],
        count: 2,
      },
    });
    renderPage(<CareerCirclesTab userId={7} />);
    const list = await screen.findByRole('list', { name: 'Circles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Data Careers Circle' })).toHaveAttribute(
      'href',
      '/circle/data-careers',
    );
    expect(items[0]).toHaveTextContent('Career Circle · Acme Foundation');
    expect(items[1]).toHaveTextContent('leader');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(await screen.findByText(PROFILE_TEXT.emptyConnections)).toBeInTheDocument();
  });

  it('shows the spec empty text without circles', async () => {
    stubApi({ '1': { data: [], count: 0 } });
    renderPage(<CareerCirclesTab userId={7} />);
    expect(await screen.findByText('No circles found')).toBeInTheDocument();
  });

  it('pages through more than 9 circles', async () => {
    const calls = stubApi({
      '1': { data: Array.from({ length: 9 }, (_, i) => circle(i + 1)), count: 11 },
      '2': { data: [circle(10), circle(11)], count: 11 },
    });
    renderPage(<CareerCirclesTab userId={7} />);
    expect(await screen.findByText('Circle 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Circle 11')).toBeInTheDocument();
    expect(screen.queryByText('Circle 1')).not.toBeInTheDocument();
    expect(calls).toContain('/api/v1/users/7/circles/?page=2&page_size=9');
  });
});
