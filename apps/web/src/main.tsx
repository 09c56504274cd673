import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App } from './app/App';
import { serverRenderedPage } from './app/serverRendered';
import { carryOverServerInputs } from './ssr/carryOver';
import './index.css';

/** Renders the app; a transition lets React render the first screen in slices, yielding between them. */
function start() {
  const container = document.getElementById('root')!;
  // What the visitor typed into the server's copy of the page survives the swap.
  carryOverServerInputs(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * Starts after the browser has painted the server's shell (brand header and theme): the first
 * paint then waits for the HTML and CSS only, not for the app's scripts to run. A hidden tab
 * gets no animation frames, so a timer starts it there.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * A page the server rendered is taken over once its code has loaded (the HTML names it for
 * preloading): React then draws the same page at once in place of the server's, never the route's
 * loading spinner in between.
 */
function startWithPageCode() {
  const pageCode = serverRenderedPage(window.location.pathname)?.preload();
  afterFirstPaint(() => (pageCode ? void pageCode.then(start, start) : start()));
}

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) startWithPageCode();
