import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TEXT, PAGE_SIZES, UI_TEXT, type Notification } from '@careerhub/shared';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pager } from '../../components/ui/Pager';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { IDENTITY_KEY, useIdentity } from '../auth/identity';
import { notificationLink, timeAgo } from './links';
import { NotificationAvatar, UnreadDot } from './NotificationAvatar';
import { useMarkAllRead, useMarkRead, useNotificationsPage } from './queries';

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const link = notificationLink(notification);
  const body = (
    <>
      <NotificationAvatar notification={notification} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('break-words', notification.is_read ? 'text-text' : 'font-semibold text-text')}>
          {notification.message}
        </span>
        <time dateTime={notification.created_at} className="text-xs text-muted">
          {timeAgo(notification.created_at)}
        </time>
      </span>
      {!notification.is_read && <UnreadDot label={NOTIFICATION_TEXT.unreadLabel} />}
    </>
  );
  const classes = cn(
    'flex w-full items-start gap-3 px-4 py-3.5 text-left text-sm sm:px-5',
    notification.is_read ? 'bg-surface' : 'bg-primary-soft/50',
  );
  return (
    <li className="border-b border-border last:border-b-0">
      {link ? (
        <Link
          to={link}
          onClick={onOpen}
          className={cn(classes, 'transition hover:bg-slate-50 focus-visible:bg-slate-50')}
        >
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={cn(classes, 'transition hover:bg-slate-50')}>
          {body}
        </button>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li
          key={i}
          className="flex items-start gap-3 border-b border-border px-4 py-3.5 last:border-b-0 sm:px-5"
        >
          <Skeleton className="size-10 rounded-full" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-24" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /notification: every notification, 12 a page, newest first, with Mark all as read. */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useNotificationsPage(page);
  const { data: identity } = useIdentity();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const client = useQueryClient();
  const unread = identity?.unread_notifications_count ?? 0;

  // Until live events arrive by socket, opening the page brings the badge up to date.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: IDENTITY_KEY });
  }, [client]);

  const open = (n: Notification) => {
    if (!n.is_read) markRead.mutate(n, { onError: (error) => notify(getErrorMessage(error), 'error') });
  };

  const onMarkAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: (answer) => notify(answer.message, 'success'),
      onError: (error) => notify(getErrorMessage(error), 'error'),
    });

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto w-full max-w-3xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
              {NOTIFICATION_TEXT.heading}
            </h1>
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to="/notification/settings"
              aria-label={NOTIFICATION_TEXT.settings}
              className={buttonClasses('outline', 'md', 'px-3 sm:px-4')}
            >
              <Settings aria-hidden="true" className="size-4" />
              <span aria-hidden="true" className="hidden sm:inline">
                {NOTIFICATION_TEXT.settings}
              </span>
            </Link>
            <Button onClick={onMarkAll} loading={markAllRead.isPending} disabled={unread === 0}>
              <CheckCheck aria-hidden="true" className="size-4" />
              {NOTIFICATION_TEXT.markAllRead}
            </Button>
          </div>
        </div>

        <section
          aria-label={NOTIFICATION_TEXT.heading}
          aria-busy={query.isPending}
          className="mt-6 overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
        >
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError ? (
            <ErrorState
              title={UI_TEXT.couldNotFetchItems}
              description={getErrorMessage(query.error)}
              action={
                <Button variant="outline" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : query.data.data.length === 0 ? (
            <EmptyState
              title={UI_TEXT.noNotifications}
              description="Follows, invitations and answers to your requests will show up here."
              icon={<BellOff className="size-6" />}
              action={
                page > 1 ? (
                  <Button variant="outline" onClick={() => setParams({})}>
                    Go to the first page
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul>
              {query.data.data.map((n) => (
                <NotificationRow key={n.id} notification={n} onOpen={() => open(n)} />
              ))}
            </ul>
          )}
        </section>

        {query.data && query.data.pagination.count > PAGE_SIZES.notifications && (
          <Pager
            className="mt-4"
            page={page}
            pageSize={PAGE_SIZES.notifications}
            count={query.data.pagination.count}
            onPageChange={(next) => {
              setParams(next > 1 ? { page: String(next) } : {});
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </div>
    </div>
  );
}
