import { COMMENT_TEXT, type Comment, type CommentPage } from '@careerhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderApp';
import { clearSession, signIn } from '../auth/session';
import { Comments } from './Comments';

const base = {
  content_id: 7,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  edited_at: null,
  is_deleted: false,
  is_removed: false,
  can_edit: false,
  can_delete: false,
  can_remove: false,
  vote_score: 0,
  user_vote_type: null,
};
const comment = (id: number, body: string, name: string, extra: Partial<Comment> = {}): Comment => ({
  ...base,
  id,
  parent_id: null,
  body,
  author: { id: id + 100, name, name_slug: name.toLowerCase().replace(' ', '-'), image: null },
  replies: [],
  ...extra,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the API: answers by method and path, records each call with its body. */
function stubApi(routes: Record<string, (url: URL, body: unknown) => Response>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      return route ? route(url, body) : json({ message: 'not found' }, 404);
    }),
  );
  return calls;
}

const page = (data: Comment[], canComment = true): CommentPage => ({
  data,
  pagination: { count: data.length, next: null },
  can_comment: canComment,
});

describe('Comments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the empty state and posts a first comment', async () => {
    let comments: Comment[] = [];
    const calls = stubApi({
      'GET /api/v1/contents/7/comments/': () => json(page(comments)),
      'POST /api/v1/contents/7/comments/': (_url, body) => {
        const created = comment(1, (body as { body: string }).body, 'Ada Lovelace', {
          can_edit: true,
          can_delete: true,
        });
        comments = [created];
        return json({ message: COMMENT_TEXT.created, data: created }, 201);
      },
    });
    signIn('access', 'refresh');
    renderPage(<Comments contentId={7} />, { path: '/post/x' });
    expect(await screen.findByText(COMMENT_TEXT.empty, {}, { timeout: 5000 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: COMMENT_TEXT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_TEXT.required);

    await user.type(screen.getByRole('textbox', { name: COMMENT_TEXT.placeholder }), '  Great post!  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Great post!')).toBeInTheDocument();
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ body: 'Great post!' });
    expect(screen.getByRole('button', { name: 'Edit your comment' })).toBeInTheDocument();
  });

  it('replies inside a thread, and a reply to a reply names its author', async () => {
    const thread = comment(1, 'Which roles?', 'Mo Member', {
      replies: [
        {
          ...base,
          id: 2,
          parent_id: 1,
          body: 'Data roles',
          author: { id: 9, name: 'Olu Other', name_slug: 'olu', image: null },
        },
      ],
    });
    const calls = stubApi({
      'GET /api/v1/contents/7/comments/': () => json(page([thread])),
      'POST /api/v1/contents/7/comments/': (_url, body) =>
        json(
          {
            message: COMMENT_TEXT.created,
            data: comment(3, (body as { body: string }).body, 'Ada Lovelace'),
          },
          201,
        ),
    });
    signIn('access', 'refresh');
    renderPage(<Comments contentId={7} />, { path: '/post/x' });
    const replies = await screen.findByRole('list', { name: 'Replies to Mo Member' }, { timeout: 5000 });
    expect(within(replies).getByText('Data roles')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reply to Olu Other' }));
    const box = screen.getByRole('textbox', { name: 'Reply to Olu Other' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('@Olu Other ');
    await user.type(box, 'and engineering');
    await user.click(screen.getByRole('button', { name: COMMENT_TEXT.reply }));
    await waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
        body: '@Olu Other and engineering',
        parent_id: 2,
      }),
    );
    // Escape closes an open reply box.
    await user.click(screen.getByRole('button', { name: 'Reply to Mo Member' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Reply to Mo Member' })).toBeNull();
  });

  it('asks before a group admin removes a comment, and shows deleted ones as placeholders', async () => {
    let removed = false;
    const calls = stubApi({
      'GET /api/v1/contents/7/comments/': () =>
        json(
          page([
            removed
              ? comment(1, '', 'x', { author: null, is_deleted: true, is_removed: true, replies: [] })
              : comment(1, 'Spam link', 'Sam Spammer', { can_remove: true }),
          ]),
        ),
      'DELETE /api/v1/comments/1/': () => {
        removed = true;
        return json({ message: COMMENT_TEXT.removed });
      },
    });
    signIn('access', 'refresh');
    renderPage(<Comments contentId={7} />, { path: '/post/x' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the comment by Sam Spammer' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: COMMENT_TEXT.confirmRemoveTitle });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: COMMENT_TEXT.remove }));
    expect(await screen.findByText(COMMENT_TEXT.removedBody)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'DELETE /api/v1/comments/1/')).toHaveLength(1);
  });

  it('offers sign-in to anonymous visitors and shows an error with retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/contents/7/comments/': () =>
        fail ? json({ message: 'boom' }, 500) : json(page([comment(1, 'Hello', 'Ada Lovelace')], false)),
    });
    renderPage(<Comments contentId={7} />, { path: '/post/x' });
    expect(await screen.findByText(COMMENT_TEXT.loadError, {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: COMMENT_TEXT.retry }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMMENT_TEXT.signIn })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
