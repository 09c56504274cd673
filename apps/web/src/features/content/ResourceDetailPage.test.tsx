import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES as M } from '@careerhub/shared';
import { renderPage } from '../../test/renderApp';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';
import ResourceDetailPage from './ResourceDetailPage';
import { buildContent } from './testContent';
import type { Content } from './types';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(item: Content | null, onPost?: (url: string, body: unknown) => Response) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ url, method, body });
      if (method === 'POST' && onPost) return onPost(url, body);
      if (url.includes('/contents/slug/'))
        return item ? json({ data: item }) : json({ detail: 'Not found.' }, 404);
      return json({ data: [], pagination: { count: 0, next: null } });
    }),
  );
  return calls;
}

const open = () =>
  renderPage(<ResourceDetailPage />, { path: '/resource/:slug', url: '/resource/interview-playbook' });

describe('resource page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('locks a premium resource for a visitor: the preview only, no files, "Sign in to view full content"', async () => {
    const long = 'Long text. '.repeat(40);
    serve(
      buildContent({
        is_premium: true,
        is_locked: true,
        raw_text: long.slice(0, 200),
        files: [],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview playbook' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: M.signInToView });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fresource%2Finterview-playbook');
    expect(screen.queryByRole('heading', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(screen.getByText(M.premium)).toBeInTheDocument();
  });

  it('lists a PDF to read in the app and other files as downloads; shows the Contributed badge', async () => {
    serve(
      buildContent({
        is_contributed: true,
        files: [
          {
            id: 1,
            file: '/media/a/guide.pdf',
            mime_type: 'application/pdf',
            name: 'guide.pdf',
            kind: 'file',
          },
          { id: 2, file: '/media/a/sheet.png', mime_type: 'image/png', name: 'sheet.png', kind: 'file' },
        ],
      }),
    );
    open();
    const files = await screen.findByRole('heading', { name: 'Attachments' });
    const list = within(files.parentElement!);
    expect(list.getByRole('button', { name: 'Read guide.pdf' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Download sheet.png' })).toHaveAttribute(
      'href',
      '/media/a/sheet.png',
    );
    expect(screen.getByText(M.contributed)).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Read guide.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'guide.pdf' })).toBeInTheDocument();
  });

  it('offers approve and reject as the server allows and says how it went', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToToasts((t) => toasts.push(t));
    const calls = serve(buildContent({ status: 'pending', can_approve: true, can_reject: true }), () =>
      json({ message: M.approved, data: buildContent() }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain(M.approved));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/contents/7/approve-reject/',
      body: { action: 'approve' },
    });
    stop();
  });

  it('says "Failed to reject resource" when the server refuses', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToToasts((t) => toasts.push(t));
    serve(buildContent({ status: 'pending', can_approve: true, can_reject: true }), () =>
      json({ message: 'no' }, 403),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(toasts.map((t) => t.message)).toContain('Failed to reject resource'));
    stop();
  });

  it('shows no approval buttons when the viewer may not decide, and a not-found page for an unknown slug', async () => {
    serve(buildContent());
    const view = open();
    await screen.findByRole('heading', { level: 1, name: 'Interview playbook' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    view.unmount();
    serve(null);
    open();
    expect(
      await screen.findByText('Sorry, the page you are looking for does not exist.'),
    ).toBeInTheDocument();
  });
});
