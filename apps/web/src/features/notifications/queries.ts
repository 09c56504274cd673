import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Page } from '@careerhub/shared';
import { api } from '../../lib/api';

/** A notification (spec section 3). */
export interface Notification {
  id: number;
  type: string;
  notification_type: string;
  message: string;
  created_at: string;
  is_read: boolean;
  data: {
    invitation_key?: string;
    name_slug?: string;
    group_type?: string;
    name?: string;
    image?: string;
  } | null;
}

/** The first page of notifications, fetched only when asked for (the top-bar menu opens). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'latest'],
    queryFn: ({ signal }) =>
      api.get<Page<Notification>>('/notification/', {
        query: { page: 1, page_size: PAGE_SIZES.notifications },
        signal,
        silent: true,
      }),
    enabled,
    staleTime: 60_000,
  });
}
