import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOMMENDATION_MESSAGES as M, type RecommendationCard } from '@careerhub/shared';
import { renderPage } from '../../test/renderApp';
import { RecommendationsPanel } from './RecommendationsPanel';

const card = (over: Partial<RecommendationCard>): RecommendationCard => ({
  type: 'job',
  kind: 'job',
  sub_type: null,
  id: 1,
  slug: 'data-analyst',
  title_slug: null,
  name_slug: null,
  source: null,
  title: 'Data analyst',
  name: null,
  reason: 'Matches your skills Python and SQL',
  reasons: ['Matches your skills Python and SQL'],
  score: 0.3,
  image: null,
  subtitle: 'Acme',
  is_following: null,
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('RecommendationsPanel (spec 2.3 "Recommendations for you")', () => {
  it('shows each card with its reason and a link to the item; people and groups get Follow', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/recommended-entities/'))
        return json({
          data: [
            card({}),
            card({
              type: 'circle',
              kind: 'circle',
              id: 7,
              slug: null,
              name_slug: 'data-circle',
              title: null,
              name: 'Data circle',
              reason: '3 people you follow are members',
              is_following: false,
            }),
          ],
        });
      if (String(url).includes('/groups/7/follow/') && init?.method === 'POST')
        return json({ message: 'You are now following this circle', is_following: true });
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetch);
    renderPage(<RecommendationsPanel entityType="job" />);
    expect(screen.getByRole('heading', { name: M.heading })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading recommendations' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const job = await screen.findByRole('link', { name: 'Data analyst' });
    expect(job).toHaveAttribute('href', '/job/data-analyst');
    expect(screen.getByText('Matches your skills Python and SQL')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('entity_type=job');
    const circle = screen.getByRole('link', { name: 'Data circle' }).closest('li')!;
    expect(within(circle).getByText('3 people you follow are members')).toBeInTheDocument();
    expect(within(job.closest('li')!).queryByRole('button')).toBeNull();
    await userEvent.setup().click(within(circle).getByRole('button', { name: 'Follow' }));
    expect(await within(circle).findByRole('button', { name: 'Followed' })).toBeDisabled();
  });

  it('says so when there is nothing to recommend', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [] })),
    );
    renderPage(<RecommendationsPanel entityType="circle" />);
    expect(await screen.findByText(M.empty, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows the spec message on failure and tries again on request', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1 ? json({ message: 'boom' }, 500) : json({ data: [card({})] });
      }),
    );
    renderPage(<RecommendationsPanel entityType="job" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.fetchFailed);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Data analyst' })).toBeInTheDocument();
  });
});
