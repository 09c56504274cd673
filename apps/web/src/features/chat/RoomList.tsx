import { useEffect, useRef, type UIEvent } from 'react';
import { UI_TEXT } from '@careerhub/shared';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../components/ui/cn';
import { useChatRooms } from './api';
import { uniqueById } from './cache';
import { ChatAvatar } from './ChatAvatar';
import { chatPanel } from './panelStore';
import { PanelHeader } from './PanelHeader';
import { shortTime } from './time';
import { messageText, otherUser, roomLabel, type Room } from './types';

/** The next page loads when the list is scrolled within this distance of its end. */
export const LOAD_MORE_WITHIN_PX = 50;

function RoomRow({ room, myId }: { room: Room; myId: number }) {
  const other = otherUser(room, myId);
  const last = room.last_message;
  const unread = room.unread_count > 0;
  const preview = last ? `${last.sender.id === myId ? 'You: ' : ''}${messageText(last)}` : 'No messages yet';
  return (
    <li>
      <button
        type="button"
        onClick={() => chatPanel.open(room.id)}
        aria-label={roomLabel(room, myId)}
        className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <ChatAvatar user={other} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn('truncate text-sm', unread ? 'font-bold text-text' : 'font-semibold text-text')}
            >
              {other?.name ?? room.name}
            </span>
            {last && <span className="shrink-0 text-xs text-muted">{shortTime(last.timestamp)}</span>}
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-semibold text-text' : 'text-muted')}>
              {room.blocked ? 'Blocked' : preview}
            </span>
            {unread && (
              <span
                aria-hidden="true"
                className="grid min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-5 font-bold text-primary-foreground"
              >
                {room.unread_count > 99 ? '99+' : room.unread_count}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Conversations, most recent first, 12 at a time; the next page loads near the end of the list. */
export function RoomList({ myId }: { myId: number }) {
  const query = useChatRooms(true);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Coming back from a conversation: focus lands on the list's heading, not on the page.
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight > LOAD_MORE_WITHIN_PX) return;
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }

  const rooms = uniqueById(query.data?.pages);
  return (
    <>
      <PanelHeader>
        <h2
          ref={heading}
          tabIndex={-1}
          data-autofocus
          className="px-1 text-base font-semibold text-text focus:outline-none"
        >
          Messaging
        </h2>
      </PanelHeader>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll}>
        {query.isPending ? (
          <ul aria-busy="true" aria-label="Loading conversations" className="divide-y divide-border">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3 px-3 py-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <ErrorState
            title={UI_TEXT.couldNotFetchItems}
            action={
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        ) : rooms.length === 0 ? (
          <EmptyState
            icon={<MessageCircle className="size-6" />}
            title="No conversations yet"
            description="Start one with the Message button on a member's profile."
          />
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-border">
            {rooms.map((room) => (
              <RoomRow key={room.id} room={room} myId={myId} />
            ))}
          </ul>
        )}
        {query.isFetchingNextPage && (
          <div className="grid place-items-center py-3 text-primary">
            <Spinner label="Loading more conversations" />
          </div>
        )}
      </div>
    </>
  );
}
