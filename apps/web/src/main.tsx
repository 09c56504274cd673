import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App } from './app/App';
import './index.css';

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
/** Renders the app; a transition lets React render the first screen in slices, yielding between them. */
function start() {
  const root = createRoot(document.getElementById('root')!);
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

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) afterFirstPaint(start);
