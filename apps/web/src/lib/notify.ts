/** A tiny toast bus, so code outside React (the API client) can show messages. */
export type ToastVariant = 'info' | 'success' | 'error';
export interface ToastMessage {
  id: number;
  message: string;
  variant: ToastVariant;
  durationMs?: number;
}
type Listener = (toast: ToastMessage) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function notify(message: string, variant: ToastVariant = 'info', durationMs?: number) {
  const toast: ToastMessage = { id: nextId++, message, variant, ...(durationMs ? { durationMs } : {}) };
  for (const listener of listeners) listener(toast);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
