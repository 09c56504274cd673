import { useSyncExternalStore } from 'react';

/**
 * The chat panel's state, shared by everything that opens it (top-bar menu, profile Message
 * button) and the panel itself: open or closed, which conversation, and the new-message
 * indicator set by a message that arrives while it is closed.
 */
export interface ChatPanelState {
  open: boolean;
  roomId: number | null;
  hasNew: boolean;
}

let state: ChatPanelState = { open: false, roomId: null, hasNew: false };
/** The control that opened the panel, where focus returns when it closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<ChatPanelState>) {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

export const chatPanel = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /**
   * Opens the panel on a conversation, or on the list when no room is given. `from` is the
   * control that opened it (by default whatever has focus), where focus returns on close.
   */
  open(roomId: number | null = null, from?: HTMLElement | null) {
    if (!state.open) {
      const active = document.activeElement;
      opener = from ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    }
    set({ open: true, roomId, hasNew: false });
  },
  /** The control to give focus back to (null when it is gone). */
  opener: () => (opener?.isConnected ? opener : null),
  close() {
    set({ open: false });
  },
  showList() {
    set({ roomId: null });
  },
  markNew() {
    if (!state.open) set({ hasNew: true });
  },
  /** Signed out: nothing of the previous session stays. */
  reset() {
    set({ open: false, roomId: null, hasNew: false });
  },
};

export function useChatPanel(): ChatPanelState {
  return useSyncExternalStore(chatPanel.subscribe, chatPanel.get, chatPanel.get);
}
