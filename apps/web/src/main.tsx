import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App, bootQueryClient, bootRouter } from './app/App';
import { serverRenderedPage } from './app/serverRendered';
import { carryOverServerInputs } from './ssr/carryOver';
import './index.css';

/** Lets the browser handle input and paint before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the app. Each step before the first render is a task of its own (the inlined answers
 * read into the query cache, then the router matched), and a transition lets React render the
 * first screen in slices, yielding between them: no step of the start blocks input for long.
 */
async function start() {
  const container = document.getElementById('root')!;
  // What the visitor typed into the server's copy of the page survives the swap.
  carryOverServerInputs(container);
  await nextTask();
  bootQueryClient();
  await nextTask();
  bootRouter();
  await nextTask();
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
  afterFirstPaint(() => void (pageCode ? pageCode.then(start, start) : start()));
}

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) startWithPageCode();
