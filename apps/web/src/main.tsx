import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeTokensFromUrl, tokens } from './lib/api';
import { App } from './app/App';
import './index.css';

// Sign-ins that land with ?accessToken=&refreshToken=: keep the tokens, clean the URL, reload.
const cleaned = takeTokensFromUrl(window.location.href, tokens);
if (cleaned !== null) {
  window.history.replaceState(window.history.state, '', cleaned);
  window.location.reload();
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
