import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES as M, textToBlocks } from '@careerhub/shared';
import { renderPage } from '../../test/renderApp';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';
import { PostCard } from './PostCard';
import { buildContent } from './testContent';

const post = (patch = {}) =>
  buildContent({ type: 'post', title: 'Circle news', slug: 'circle-news', security_level: 0, ...patch });

describe('PostCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cuts a long post at 1,200 characters with Show More, and opens it all', async () => {
    const text = `${'word '.repeat(300)}THE-END`;
    renderPage(<PostCard post={post({ raw_text: text, data: { blocks: textToBlocks(text) } })} />);
    expect(screen.queryByText(/THE-END/)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: M.showMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByText(/THE-END/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.showLess })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers share unless private, and edit/delete only when the server says the viewer is the author', () => {
    const view = renderPage(<PostCard post={post()} />);
    expect(screen.getByRole('button', { name: /^Share/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    view.unmount();
    renderPage(<PostCard post={post({ security_level: 20, can_edit: true, can_delete: true })} />);
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('deletes after a confirmation, or says "Could not delete at this moment."', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToToasts((t) => toasts.push(t));
    let status = 500;
    const fetch = vi.fn(async () => new Response(status === 204 ? null : '{}', { status }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<PostCard post={post({ can_delete: true })} />);
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain(M.couldNotDelete));
    expect(dialog).toBeInTheDocument();
    status = 204;
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain(M.postDeleted));
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/v1/contents/7/',
      expect.objectContaining({ method: 'DELETE' }),
    );
    stop();
  });
});
