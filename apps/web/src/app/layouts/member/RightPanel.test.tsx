import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@careerhub/shared';
import { renderPage } from '../../../test/renderApp';
import { RightPanel } from './RightPanel';

const identity = { id: 1, organization: null } as unknown as Identity;
const wide = (matches: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: () => undefined, removeEventListener: () => undefined })),
  );
const answering = () => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
afterEach(() => vi.unstubAllGlobals());

/** Spec 2.3: "Recommendations for you" on the listing pages, at large widths, for signed-in users. */
describe('RightPanel recommendations', () => {
  it.each([
    ['/jobs', 'job'],
    ['/circles', 'circle'],
    ['/events', 'event'],
    ['/resourcehub', 'resource'],
    ['/ai-tools', 'ai_tool'],
    ['/usecases', 'use_case'],
    ['/connect', 'user'],
    ['/connect?connection=organization', 'organization'],
  ])('%s recommends %s', async (url, type) => {
    wide(true);
    const fetch = answering();
    renderPage(<RightPanel identity={identity} />, { url, path: url.split('?')[0] });
    expect(await screen.findByRole('complementary', { name: 'Recommendations for you' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(`entity_type=${type}`);
  });

  it('is not shown (nor fetched) on small screens, for visitors, or on other pages', async () => {
    wide(false);
    const fetch = answering();
    renderPage(<RightPanel identity={identity} />, { url: '/jobs', path: '/jobs' });
    expect(screen.queryByRole('complementary', { name: 'Recommendations for you' })).toBeNull();
    wide(true);
    renderPage(<RightPanel identity={undefined} />, { url: '/jobs', path: '/jobs' });
    renderPage(<RightPanel identity={identity} />, { url: '/', path: '/' });
    expect(screen.queryByRole('complementary', { name: 'Recommendations for you' })).toBeNull();
    // The three panels drawn are the usual ones.
    expect(screen.getAllByRole('complementary', { name: 'Highlights' })).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });
});
