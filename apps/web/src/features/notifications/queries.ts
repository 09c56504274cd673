import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type EmailPreference,
  type EmailPreferencesPatch,
  type Identity,
  type Notification,
  type Page,
} from '@careerhub/shared';
import { api } from '../../lib/api';
import { onLiveEvent, type LiveEvent } from '../../lib/live/events';
import { IDENTITY_KEY } from '../auth/identity';

export type { Notification } from '@careerhub/shared';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const PREFERENCES_KEY = ['notifications', 'email-preferences'] as const;

const fetchPage = (page: number, signal: AbortSignal) =>
  api.get<Page<Notification>>('/notification/', {
    query: { page, page_size: PAGE_SIZES.notifications },
    signal,
    silent: true,
  });

/** The first page of notifications, fetched only when asked for (the top-bar menu opens). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', 1],
    queryFn: ({ signal }) => fetchPage(1, signal),
    enabled,
    staleTime: 0,
  });
}

/** One page of the /notification list (12 a page). */
export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Sets the unread badge from a count the server just sent. */
function setUnread(client: QueryClient, count: number) {
  client.setQueryData<Identity>(IDENTITY_KEY, (identity) =>
    identity ? { ...identity, unread_notifications_count: count } : identity,
  );
}

/** Marks every cached copy of these notifications read at once, before the server answers. */
function markCachedRead(client: QueryClient, ids: number[] | 'all') {
  client.setQueriesData<Page<Notification>>({ queryKey: [...NOTIFICATIONS_KEY, 'page'] }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, is_read: true } : n)),
        }
      : page,
  );
}

type ReadAnswer = { message: string; unread_notifications_count: number };

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (n: Pick<Notification, 'id' | 'type'>) =>
      api.post<ReadAnswer>(`/notification/${n.id}/${encodeURIComponent(n.type)}/`, undefined, {
        silent: true,
      }),
    onMutate: (n) => markCachedRead(client, [n.id]),
    onSuccess: (answer) => setUnread(client, answer.unread_notifications_count),
    onError: () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReadAnswer>('/notification/read-all/', undefined, { silent: true }),
    onSuccess: (answer) => {
      markCachedRead(client, 'all');
      setUnread(client, answer.unread_notifications_count);
    },
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: EmailPreference[] }>('/notification/email-preferences/', { signal, silent: true }),
    staleTime: 0,
  });
}

export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: EmailPreferencesPatch) =>
      api.patch<{ data: EmailPreference[]; message: string }>('/notification/email-preferences/', patch, {
        silent: true,
      }),
    onSuccess: (answer) => client.setQueryData(PREFERENCES_KEY, { data: answer.data }),
  });
}

/**
 * Keeps the badge and the lists current from live events (the socket client emits them into the
 * live event bus): a new notification sets the count and refetches the lists; a read elsewhere
 * (another tab) does the same. Without a socket the identity refetch keeps the count right.
 */
export function useLiveNotifications() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (event: LiveEvent) => {
      if (typeof event.unread_notifications_count === 'number')
        setUnread(client, event.unread_notifications_count);
      void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'page'] });
    };
    const stops = [onLiveEvent('notification', refresh), onLiveEvent('notifications_read', refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
