import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App } from './app/App';
import './index.css';

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) {
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
