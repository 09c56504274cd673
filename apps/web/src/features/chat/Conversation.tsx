import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Identity } from '@careerhub/shared';
import { ArrowLeft, Ban, MoreHorizontal, ShieldCheck } from 'lucide-react';
import { Menu, MenuItem } from '../../components/ui/Menu';
import { Spinner } from '../../components/ui/Spinner';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { blockUser, CHAT_KEYS, unblockUser, useChatRooms, useRoomLookup, type RoomsData } from './api';
import { setRoomBlocked } from './cache';
import { ChatAvatar } from './ChatAvatar';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { chatPanel } from './panelStore';
import { PANEL_ICON_BUTTON, PanelHeader } from './PanelHeader';
import { ReportDialog } from './ReportDialog';
import { otherUser, messageText, type ChatMessageView, type Room } from './types';
import { readRoom } from './useChatLive';
import { useSendMessage } from './useSendMessage';

/** One conversation: who, the messages, the composer; block or unblock from its menu. */
export function Conversation({ roomId, me }: { roomId: number; me: Identity }) {
  const queryClient = useQueryClient();
  const rooms = useChatRooms(true);
  const listed = rooms.data?.pages.flatMap((p) => p.data).find((r) => r.id === roomId);
  const lookup = useRoomLookup(roomId, listed);
  const [blockedOverride, setBlockedOverride] = useState<boolean | null>(null);
  const [reporting, setReporting] = useState<ChatMessageView | null>(null);
  const [busy, setBusy] = useState(false);

  const room: Room | undefined = listed ?? lookup.data ?? undefined;
  const other = room ? otherUser(room, me.id) : undefined;
  const blocked = blockedOverride ?? room?.blocked ?? false;
  const send = useSendMessage(roomId, me, other);
  const unread = listed?.unread_count ?? 0;

  const ready = room !== undefined;
  useEffect(() => {
    // Opened from the list (whose button is gone now): the composer takes the focus.
    if (ready && document.activeElement === document.body) document.getElementById('chat-composer')?.focus();
  }, [ready]);

  // Read when it is on screen: now, or when the tab comes back into view.
  useEffect(() => {
    if (unread === 0) return;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') readRoom(queryClient, roomId);
    };
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [queryClient, roomId, unread]);

  async function toggleBlock() {
    if (!other) return;
    setBusy(true);
    try {
      if (blocked) await unblockUser(other.id);
      else await blockUser(other.id);
      setBlockedOverride(!blocked);
      queryClient.setQueryData<RoomsData>(CHAT_KEYS.rooms, (data) =>
        data ? setRoomBlocked(data, roomId, !blocked) : data,
      );
      notify(blocked ? `You unblocked ${other.name}.` : `You blocked ${other.name}.`, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (!room) {
    const failed = !listed && (lookup.isError || (lookup.isSuccess && !lookup.data));
    return (
      <>
        <PanelHeader>
          <BackButton />
        </PanelHeader>
        <div className="grid flex-1 place-items-center p-6 text-center text-sm text-muted">
          {failed ? (
            'This conversation could not be opened.'
          ) : (
            <Spinner label="Loading conversation" className="text-primary" />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PanelHeader
        actions={
          <Menu
            label="Conversation options"
            trigger={
              <button
                type="button"
                aria-label="Conversation options"
                className={PANEL_ICON_BUTTON}
                disabled={busy}
              >
                <MoreHorizontal aria-hidden="true" className="size-5" />
              </button>
            }
          >
            <MenuItem onSelect={() => void toggleBlock()}>
              {blocked ? (
                <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
              ) : (
                <Ban aria-hidden="true" className="size-4 text-danger" />
              )}
              {blocked ? `Unblock ${other?.name ?? ''}` : `Block ${other?.name ?? ''}`}
            </MenuItem>
          </Menu>
        }
      >
        <BackButton />
        <ChatAvatar user={other} size="sm" />
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-text">
            {other ? (
              <Link to={`/profile/${other.slug}`} className="hover:underline">
                {other.name}
              </Link>
            ) : (
              room.name
            )}
          </h2>
        </div>
      </PanelHeader>
      <MessageList
        roomId={roomId}
        myId={me.id}
        other={other}
        onReport={setReporting}
        onRetry={(message) => void send(messageText(message), message.client_id ?? undefined)}
      />
      <Composer
        onSend={send}
        disabled={blocked}
        disabledText={`You blocked ${other?.name ?? 'this member'}. Unblock them from the menu to send messages.`}
        placeholder="Write a message…"
      />
      <ReportDialog message={reporting} onOpenChange={(open) => !open && setReporting(null)} />
    </>
  );
}

function BackButton() {
  return (
    <button
      type="button"
      aria-label="Back to conversations"
      onClick={() => chatPanel.showList()}
      className={PANEL_ICON_BUTTON}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </button>
  );
}
