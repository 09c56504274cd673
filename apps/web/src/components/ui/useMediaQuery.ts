import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when it changes (false without matchMedia).
 * The server cannot see the screen: it renders `onServer`, and so does the browser while it
 * hydrates the server's markup, before it renders again with the screen's own answer.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : onServer),
    () => onServer,
  );
}
