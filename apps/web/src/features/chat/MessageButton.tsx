import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES } from '@careerhub/shared';
import { MessageCircle, Sparkles } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useIdentity } from '../auth/identity';
import { CHAT_KEYS, createRoom, type RoomsData } from './api';
import { chatPanel } from './panelStore';
import type { Room } from './types';

/** Puts a room just created or found into the cached list, so the panel shows it at once. */
function rememberRoom(data: RoomsData | undefined, room: Room): RoomsData | undefined {
  if (!data || data.pages.some((p) => p.data.some((r) => r.id === room.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [room, ...first.data] }, ...rest] };
}

/**
 * "Message" on another member's profile: opens (or creates) the one-to-one room in the chat
 * panel. Members whose subscription has no one-to-one chat get the dialog of spec section 6 with
 * a way to upgrade; a failure shows "Could not create a chat room at this moment."
 */
export function MessageButton({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function start() {
    if (!identity?.user_subscription.one_to_one_chat) {
      setDenied(true);
      return;
    }
    setBusy(true);
    try {
      const room = await createRoom(userId);
      queryClient.setQueryData(CHAT_KEYS.room(room.id), room);
      queryClient.setQueryData<RoomsData>(CHAT_KEYS.rooms, (data) => rememberRoom(data, room));
      chatPanel.open(room.id, button.current);
    } catch (error) {
      // The server decides too: its refusal shows the same dialog as the client's check.
      if (isApiError(error) && error.status === 403 && error.body.message === CHAT_MESSAGES.cannotInitiate)
        setDenied(true);
      else notify(CHAT_MESSAGES.couldNotCreateRoom, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button ref={button} variant="outline" loading={busy} onClick={() => void start()}>
        {!busy && <MessageCircle aria-hidden="true" className="size-4" />}
        Message
      </Button>
      <Dialog open={denied} onOpenChange={setDenied} title={CHAT_MESSAGES.cannotInitiate} size="md">
        <div className="space-y-4">
          <p className="text-sm text-muted">
            One-to-one messaging comes with a membership plan that includes chat.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setDenied(false)}>
              Not now
            </Button>
            <Link to="/pricing" className={buttonClasses('primary')}>
              <Sparkles aria-hidden="true" className="size-4" />
              See membership plans
            </Link>
          </div>
        </div>
      </Dialog>
    </>
  );
}
