import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES, LIMITS, type Identity } from '@careerhub/shared';
import { WifiOff } from 'lucide-react';
import { useLiveConnectionState } from '../../lib/live/connection';
import { Conversation } from './Conversation';
import { chatPanel, useChatPanel } from './panelStore';
import { RoomList } from './RoomList';

/** Where focus goes back when the panel closes and its opener is gone (a closed menu's item). */
export const CHAT_LAUNCHER_SELECTOR = '[data-chat-launcher]';

/**
 * The docked messaging panel: full screen below 640 px, otherwise docked at the bottom right,
 * 85 % of the view high, beside the right panel from 1024 px. Not modal: the page stays usable.
 * Escape closes it and focus returns to what opened it.
 */
export default function ChatPanel({ identity }: { identity: Identity }) {
  const panel = useChatPanel();
  const connection = useLiveConnectionState();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // After the opener (a menu) has finished returning focus to its trigger.
    const timer = window.setTimeout(() => {
      const target = ref.current?.querySelector<HTMLElement>('[data-autofocus]') ?? ref.current;
      target?.focus();
    }, 40);
    return () => {
      window.clearTimeout(timer);
      const back = chatPanel.opener() ?? document.querySelector<HTMLElement>(CHAT_LAUNCHER_SELECTOR);
      back?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !ref.current?.contains(event.target as Node)) return;
    // A dialog opened from the panel (report) owns Escape while it is open, even before its
    // focus trap has taken the focus; the panel waits for the next Escape.
    if (document.querySelector('[role="dialog"][data-state="open"]')) return;
    chatPanel.close();
  }

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-label="Messaging"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{ '--chat-panel-h': `${LIMITS.chatPanelHeightPercent}dvh` } as React.CSSProperties}
      className="fixed inset-0 z-[35] flex animate-fade-in flex-col bg-surface focus:outline-none sm:inset-auto sm:right-4 sm:bottom-0 sm:h-(--chat-panel-h) sm:w-96 sm:rounded-t-2xl sm:border sm:border-b-0 sm:border-border sm:shadow-2xl lg:right-[calc(16rem+1rem)] xl:right-[calc(20rem+1rem)]"
    >
      {connection === 'reconnecting' && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-900 sm:rounded-t-2xl"
        >
          <WifiOff aria-hidden="true" className="size-3.5" />
          {CHAT_MESSAGES.noConnection}
        </p>
      )}
      {panel.roomId === null ? (
        <RoomList myId={identity.id} />
      ) : (
        <Conversation key={panel.roomId} roomId={panel.roomId} me={identity} />
      )}
    </section>
  );
}
