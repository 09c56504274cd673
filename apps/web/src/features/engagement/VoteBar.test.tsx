import { ENGAGEMENT_MESSAGES as M } from '@careerhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToasts } from '../../lib/notify';
import { renderPage } from '../../test/renderApp';
import { clearSession, signIn } from '../auth/session';
import { BookmarkButton } from './BookmarkButton';
import { optimisticVote, VoteBar } from './VoteBar';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer: (key: string, body: unknown) => Response | Promise<Response>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      return answer(key, body);
    }),
  );
  return calls;
}

/** The toasts shown while a test runs (the toast list itself lives in the app's layout). */
function collectToasts() {
  const seen: string[] = [];
  const stop = subscribeToToasts((t) => seen.push(t.message));
  return { seen, stop };
}

const bar = <VoteBar contentType="content" objectId={7} score={3} userVote={null} label="Guide" />;

describe('optimisticVote', () => {
  it('adds, clears, and switches by 2', () => {
    expect(optimisticVote({ score: 3, vote: null }, 'upvote')).toEqual({ score: 4, vote: 'upvote' });
    expect(optimisticVote({ score: 4, vote: 'upvote' }, 'upvote')).toEqual({ score: 3, vote: null });
    expect(optimisticVote({ score: 4, vote: 'upvote' }, 'downvote')).toEqual({ score: 2, vote: 'downvote' });
  });
});

describe('VoteBar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends an anonymous visitor to login with the page as next', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(bar, { path: '/resource/:slug', url: '/resource/guide' });
    await user.click(screen.getByRole('button', { name: 'Upvote Guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/resource/guide')}`);
  });

  it('moves at once, settles on the server answer, and rolls back with "Something went wrong"', async () => {
    signIn('token');
    const user = userEvent.setup();
    let fail = false;
    const calls = stubApi(() =>
      fail
        ? json({ message: 'boom' }, 500)
        : json({ total_score: 4, user_vote: 1, user_vote_type: 'upvote' }),
    );
    renderPage(bar, { path: '/resource/:slug', url: '/resource/guide' });
    const up = screen.getByRole('button', { name: 'Upvote Guide' });
    await user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Votes on Guide' })).toHaveTextContent('4'));
    expect(calls[0]).toEqual({
      key: 'POST /api/v1/votes/',
      body: { content_type: 'content', object_id: 7, vote_type: 'upvote' },
    });
    fail = true;
    const toasts = collectToasts();
    await user.click(screen.getByRole('button', { name: 'Downvote Guide' }));
    await waitFor(() => expect(toasts.seen).toContain(M.voteFailed));
    toasts.stop();
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Votes on Guide' })).toHaveTextContent('4');
  });
});

describe('BookmarkButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('saves with "Added to favourites" and rolls back on failure', async () => {
    signIn('token');
    const user = userEvent.setup();
    let fail = false;
    const calls = stubApi((key) =>
      fail
        ? json(
            { message: 'Could not perform action', non_field_errors: [], field_errors: {}, detail: '' },
            400,
          )
        : key.startsWith('POST')
          ? json({ message: M.bookmarked, is_bookmarked: true })
          : json({ message: M.unbookmarked, is_bookmarked: false }),
    );
    const toasts = collectToasts();
    renderPage(<BookmarkButton type="content" objectId={7} isBookmarked={false} label="Guide" />);
    await user.click(screen.getByRole('button', { name: 'Add Guide to favourites' }));
    await waitFor(() => expect(toasts.seen).toContain(M.bookmarked));
    expect(calls[0]!.key).toBe('POST /api/v1/bookmark/content/7/');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Remove Guide from favourites' }));
    await waitFor(() => expect(toasts.seen).toContain(M.bookmarkFailed));
    toasts.stop();
    expect(screen.getByRole('button', { name: 'Remove Guide from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
