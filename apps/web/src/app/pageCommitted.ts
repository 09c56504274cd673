import { useEffect } from 'react';

let waiting: Array<() => void> = [];

/**
 * Runs `then` once a page loaded through `lazyPage` is on the screen: after its first commit, when
 * the browser hydrates the server's markup the commit of the page's own Suspense boundary, which
 * can come after the layout around it (decision 0050).
 */
export function whenPageCommitted(then: () => void) {
  waiting.push(then);
}

/** Rendered beside every lazily loaded page (it draws nothing): its effect tells who waits. */
export function PageCommitted() {
  useEffect(() => {
    const now = waiting;
    waiting = [];
    for (const then of now) then();
  }, []);
  return null;
}
