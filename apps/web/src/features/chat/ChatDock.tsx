import { lazy, Suspense, useEffect } from 'react';
import { useIdentity } from '../auth/identity';
import { liveSocket, useLiveConnection } from '../../lib/live/connection';
import { useChatRooms } from './api';
import { highestRoomMessageId } from './cache';
import { chatPanel, useChatPanel } from './panelStore';
import { useChatLive } from './useChatLive';

// The panel's code loads the first time it opens.
const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * Mounted once in the member layout: keeps the live connection of a registered, verified member
 * open (and closes it at logout), feeds chat's caches from live events, and shows the panel.
 */
export function ChatDock() {
  const { data: identity } = useIdentity();
  const member = identity && identity.is_verified && !identity.is_trial_user ? identity : undefined;
  const panel = useChatPanel();
  const rooms = useChatRooms(member !== undefined);

  useLiveConnection(member !== undefined);
  useChatLive(member?.id);

  // What the list already shows needs no replay after a reconnect.
  useEffect(() => {
    const highest = highestRoomMessageId(rooms.data);
    if (highest > 0) liveSocket.noteMessageId(highest);
  }, [rooms.data]);

  // Leaving the signed-in area (logout): nothing of this session's panel stays.
  useEffect(() => () => chatPanel.reset(), []);

  if (!member || !panel.open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel identity={member} />
    </Suspense>
  );
}
