/**
 * Live events from the server (WebSocket /ws/events/{token}/) inside the web app.
 *
 * The socket client (chat feature) emits every event it receives here; any feature listens by
 * type, e.g. the notifications menu on 'notification' and the chat panel on 'chat_message'.
 * Keeping the bus apart from the socket lets a feature react to live events without knowing
 * how they arrive.
 */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Map<string, Set<LiveListener>>();

/** Listens to one event type ('*' hears every event); returns the function that stops it. */
export function onLiveEvent(type: string, listener: LiveListener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Hands an event to its listeners; a listener that throws does not stop the others. */
export function emitLiveEvent(event: LiveEvent): void {
  for (const key of [event.type, '*']) {
    for (const listener of [...(listeners.get(key) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        console.error('live event listener failed', err);
      }
    }
  }
}
