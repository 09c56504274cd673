import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App, bootQueryClient, bootRouter } from './app/App';
import { whenPageCommitted } from './app/pageCommitted';
import { serverRenderedPage } from './app/serverRendered';
import { carryOverServerInputs, keepTypedValues, serverFields } from './ssr/carryOver';
import './index.css';

/** Lets the browser handle input and paint before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether the page holds the server's render of itself: only those pages carry the loader that
 * fetches the app's code after their first paint (decision 0049).
 */
const renderedByServer = () => document.querySelector('script[data-entry]') !== null;

/**
 * Renders the app. Each step before the first render is a task of its own (the inlined answers
 * read into the query cache, then the router matched), and a transition lets React render the
 * first screen in slices, yielding between them: no step of the start blocks input for long.
 *
 * A visitor's server-rendered page is hydrated (decision 0050): React adopts the markup that is
 * already on the screen instead of drawing it again. A signed-in member's first render is another
 * layout, so their page is drawn afresh and replaces the server's (decision 0037).
 */
async function start() {
  const container = document.getElementById('root')!;
  const hydrate = renderedByServer() && !tokens.getAccess();
  const fields = serverFields(container);
  // What the visitor typed into the server's copy of the page survives the swap (and hydration
  // that had to fall back to drawing the page afresh).
  const stopCarryOver = carryOverServerInputs(container);
  await nextTask();
  bootQueryClient();
  await nextTask();
  bootRouter();
  await nextTask();
  if (hydrate)
    whenPageCommitted(() => {
      if (!fields.every((field) => field.isConnected)) return; // drawn afresh: carryOver's turn
      stopCarryOver();
      // Read now, handed over in a task of its own: React renders the fields again right after
      // hydration (with the screen's own answers), which would write its older values back.
      setTimeout(keepTypedValues(fields), 0);
    });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate)
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The page was drawn afresh, not hydrated:', error),
      });
    else createRoot(container).render(app);
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
  afterFirstPaint(() => void (pageCode ? pageCode.then(start, start) : start()));
}

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) startWithPageCode();
