import { NOTIFICATION_TEXT, UI_TEXT, type Notification } from '@careerhub/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../lib/live/events';
import { renderPage } from '../../test/renderApp';
import { IDENTITY_KEY } from '../auth/identity';
import { clearSession, signIn } from '../auth/session';
import NotificationsPage from './NotificationsPage';
import { useLiveNotifications } from './queries';

const note = (id: number, isRead: boolean): Notification => ({
  id,
  type: 'user_connection',
  notification_type: 'follow',
  message: `Person ${id} started following you.`,
  created_at: new Date().toISOString(),
  is_read: isRead,
  data: { name: `Person ${id}`, name_slug: `person-${id}` },
  link: `/profile/person-${id}`,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the API: answers by method and path, records every call. */
function stubApi(routes: Record<string, (url: URL) => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const route = routes[key];
      return route ? route(url) : json({ message: 'not found' }, 404);
    }),
  );
  return calls;
}

describe('NotificationsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists notifications with unread ones marked, and Mark all as read clears them', async () => {
    const calls = stubApi({
      'GET /api/v1/notification/': () =>
        json({ data: [note(2, false), note(1, true)], pagination: { count: 2, next: null } }),
      'GET /api/v1/identity/': () => json({ unread_notifications_count: 1 }),
      'POST /api/v1/notification/read-all/': () =>
        json({ message: NOTIFICATION_TEXT.allMarkedRead, unread_notifications_count: 0 }),
    });
    signIn('access-token', 'refresh-token');
    renderPage(<NotificationsPage />, { path: '/notification' });
    await screen.findByText('Person 2 started following you.', {}, { timeout: 5000 });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/profile/person-2', '/profile/person-1']);
    expect(within(links[0]!).getByText(NOTIFICATION_TEXT.unreadLabel)).toBeInTheDocument();
    expect(within(links[1]!).queryByText(NOTIFICATION_TEXT.unreadLabel)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }));
    await waitFor(() => expect(within(list).queryByText(NOTIFICATION_TEXT.unreadLabel)).toBeNull());
    expect(calls).toContain('POST /api/v1/notification/read-all/');
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead })).toBeDisabled();
  });

  it('shows the spec empty text when there is nothing', async () => {
    stubApi({ 'GET /api/v1/notification/': () => json({ data: [], pagination: { count: 0, next: null } }) });
    renderPage(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByText(UI_TEXT.noNotifications)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    stubApi({ 'GET /api/v1/notification/': () => json({ message: 'boom' }, 500) });
    renderPage(<NotificationsPage />, { path: '/notification' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_TEXT.couldNotFetchItems);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages by 12 from the page in the address', async () => {
    const seen: string[] = [];
    stubApi({
      'GET /api/v1/notification/': (url) => {
        seen.push(url.search);
        return json({ data: [note(1, true)], pagination: { count: 13, next: null } });
      },
    });
    renderPage(<NotificationsPage />, { path: '/notification', url: '/notification?page=2' });
    expect(await screen.findByText('Showing 13–13 of 13')).toBeInTheDocument();
    expect(seen[0]).toBe('?page=2&page_size=12');
  });
});

describe('useLiveNotifications', () => {
  it('sets the unread badge from a live notification event', () => {
    const client = new QueryClient();
    client.setQueryData(IDENTITY_KEY, { id: 1, unread_notifications_count: 0 });
    function Listener() {
      useLiveNotifications();
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const view = render(<Listener />, { wrapper });
    emitLiveEvent({ type: 'notification', notification: note(3, false), unread_notifications_count: 4 });
    expect(
      client.getQueryData<{ unread_notifications_count: number }>(IDENTITY_KEY)?.unread_notifications_count,
    ).toBe(4);
    emitLiveEvent({ type: 'notifications_read', all: true, unread_notifications_count: 0 });
    expect(
      client.getQueryData<{ unread_notifications_count: number }>(IDENTITY_KEY)?.unread_notifications_count,
    ).toBe(0);
    view.unmount();
    emitLiveEvent({ type: 'notification', unread_notifications_count: 9 });
    expect(
      client.getQueryData<{ unread_notifications_count: number }>(IDENTITY_KEY)?.unread_notifications_count,
    ).toBe(0);
  });
});
