import { useLayoutEffect, useMemo, useRef, type UIEvent } from 'react';
import { UI_TEXT } from '@careerhub/shared';
import { Flag, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../components/ui/cn';
import { useRoomMessages } from './api';
import { ChatAvatar } from './ChatAvatar';
import { uniqueById } from './cache';
import { groupMessages } from './grouping';
import { LOAD_MORE_WITHIN_PX } from './RoomList';
import { clockTime } from './time';
import { messageText, type ChatMessageView, type ChatUser } from './types';

interface MessageListProps {
  roomId: number;
  myId: number;
  other: ChatUser | undefined;
  onReport: (message: ChatMessageView) => void;
  onRetry: (message: ChatMessageView) => void;
}

/** Within this distance of the bottom the list follows new messages. */
const FOLLOW_WITHIN_PX = 120;

function Bubble({
  message,
  mine,
  onReport,
  onRetry,
}: {
  message: ChatMessageView;
  mine: boolean;
  onReport: () => void;
  onRetry: () => void;
}) {
  return (
    <li className={cn('group flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div className={cn('flex w-full items-center gap-1', mine ? 'flex-row-reverse' : 'flex-row')}>
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm break-words whitespace-pre-wrap',
            mine
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md bg-slate-100 text-text',
            message.status === 'sending' && 'opacity-70',
            message.status === 'failed' && 'ring-2 ring-danger',
          )}
        >
          {messageText(message)}
        </div>
        {!mine && message.id > 0 && (
          <button
            type="button"
            aria-label="Report message"
            onClick={onReport}
            className="grid size-7 shrink-0 place-items-center rounded-md text-muted opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-slate-100 hover:text-danger focus-visible:opacity-100"
          >
            <Flag aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </div>
      {message.status === 'sending' && <span className="sr-only">Sending</span>}
      {message.status === 'failed' && (
        <span className="flex max-w-[85%] flex-wrap items-center justify-end gap-x-2 text-right text-xs text-danger">
          <span>Not sent{message.error ? `: ${message.error}` : ''}</span>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            <RotateCw aria-hidden="true" className="size-3" />
            Retry
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * A conversation's messages, oldest at the top. Older pages load when scrolled within ~50 px of
 * the top (keeping the reading position); new messages scroll into view when the reader is at
 * the bottom or sent them.
 */
export function MessageList({ roomId, myId, other, onReport, onRetry }: MessageListProps) {
  const query = useRoomMessages(roomId);
  const scroller = useRef<HTMLDivElement>(null);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const lastSeen = useRef<{ newest: string | null; atBottom: boolean }>({ newest: null, atBottom: true });

  const oldestFirst = useMemo(() => uniqueById(query.data?.pages).reverse(), [query.data]);
  const groups = useMemo(() => groupMessages(oldestFirst), [oldestFirst]);
  const newest = oldestFirst[oldestFirst.length - 1];
  const newestKey = newest ? (newest.client_id ?? String(newest.id)) : null;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (beforeOlder.current) {
      // Older messages were added above: keep what the reader was looking at in place.
      el.scrollTop = el.scrollHeight - beforeOlder.current.height + beforeOlder.current.top;
      beforeOlder.current = null;
    } else if (newestKey !== lastSeen.current.newest) {
      const isFirstPaint = lastSeen.current.newest === null;
      if (isFirstPaint || lastSeen.current.atBottom || newest?.sender.id === myId)
        el.scrollTop = el.scrollHeight;
    }
    lastSeen.current.newest = newestKey;
  }, [oldestFirst, newestKey, newest, myId]);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    lastSeen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN_PX;
    if (el.scrollTop > LOAD_MORE_WITHIN_PX || !query.hasNextPage || query.isFetchingNextPage) return;
    beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
    void query.fetchNextPage().catch(() => {
      beforeOlder.current = null;
    });
  }

  if (query.isPending)
    return (
      <div className="grid flex-1 place-items-center text-primary">
        <Spinner label="Loading messages" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title={UI_TEXT.couldNotFetchItems}
        className="flex-1"
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${other?.name ?? 'this member'}`}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
    >
      {query.isFetchingNextPage && (
        <div className="grid place-items-center pb-2 text-primary">
          <Spinner label="Loading older messages" />
        </div>
      )}
      {!query.hasNextPage && oldestFirst.length > 0 && (
        <p className="pb-3 text-center text-xs text-muted">This is the start of your conversation.</p>
      )}
      {oldestFirst.length === 0 && (
        <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
          <ChatAvatar user={other} />
          <p className="max-w-60 text-sm text-muted">
            Say hello to {other?.name ?? 'this member'}. Messages are private between the two of you.
          </p>
        </div>
      )}
      {groups.map((group) => {
        const mine = group.senderId === myId;
        const first = group.messages[0]!;
        return (
          <div key={group.key}>
            {group.day && (
              <p className="my-3 text-center text-xs font-semibold text-muted">
                <span className="rounded-full bg-background px-2 py-0.5">{group.day}</span>
              </p>
            )}
            <div className={cn('mt-3 flex gap-2', mine && 'flex-row-reverse')}>
              {!mine && <ChatAvatar user={first.sender} size="sm" />}
              <div className="min-w-0 flex-1">
                <p className={cn('mb-1 text-xs text-muted', mine && 'text-right')}>
                  <span className="font-semibold text-text">{mine ? 'You' : first.sender.name}</span>{' '}
                  <time dateTime={first.timestamp}>{clockTime(first.timestamp)}</time>
                </p>
                <ul className="space-y-1">
                  {group.messages.map((message) => (
                    <Bubble
                      key={message.client_id ?? message.id}
                      message={message}
                      mine={mine}
                      onReport={() => onReport(message)}
                      onRetry={() => onRetry(message)}
                    />
                  ))}
                </ul>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
