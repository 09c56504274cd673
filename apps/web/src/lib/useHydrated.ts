import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup (decision
 * 0050), true from the render after: what only the app can do (a submit through the API, say)
 * is drawn then, and both first renders stay the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
