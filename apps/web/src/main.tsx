import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptTokensFromUrl, tokens } from './lib/api';
import { App } from './app/App';
import './index.css';

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
if (!adoptTokensFromUrl(tokens, window)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
