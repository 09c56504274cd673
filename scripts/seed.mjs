// `npm run seed`: migrate the configured database and create the demo community (idempotent),
// from the precompiled server build like `npm start` (no TypeScript compiler needed when
// `npm run build` has run), or through tsx in a development checkout.
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

let entry = null;
try {
  entry = (await ensureServerBundle()).entry.replace(/main\.mjs$/, 'seed-cli.mjs');
} catch (err) {
  console.warn(`Could not precompile the server (${err?.message ?? err}); running the seed through tsx.`);
}
if (entry) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/db/seed-cli.ts');
}
