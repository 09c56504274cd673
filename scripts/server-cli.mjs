// `npm run seed | backup | restore | migrate`: a server command from the precompiled server build like
// `npm start` (no TypeScript compiler needed once `npm run build` has run), or through tsx in a
// development checkout. Arguments after the command name pass through.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

const COMMANDS = {
  seed: 'db/seed-cli',
  backup: 'cli/backup',
  restore: 'cli/restore',
  migrate: 'cli/migrate',
};
const name = process.argv[2];
const source = COMMANDS[name];
if (!source) {
  console.error(`usage: node scripts/server-cli.mjs <${Object.keys(COMMANDS).join('|')}> [arguments]`);
  process.exit(2);
}
// The command reads its own arguments from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);

let entry = null;
try {
  const { entry: main } = await ensureServerBundle();
  entry = path.join(path.dirname(main), `${path.basename(source)}.mjs`);
} catch (err) {
  console.warn(`Could not precompile the server (${err?.message ?? err}); running ${name} through tsx.`);
}
if (entry) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(`../apps/server/src/${source}.ts`);
}
