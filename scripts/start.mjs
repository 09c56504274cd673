// `npm start`: build the web app when it is missing or older than its sources, then run the
// server (API, WebSocket, jobs and the built SPA on one port) in this process: precompiled with
// esbuild when its sources changed (scripts/server-bundle.mjs, decision 0012), or through tsx when
// that fails or SERVER_RUNTIME=tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The pages the server renders (decision 0037), built by the same `npm run build -w @careerhub/web`.
const builtServerEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'];
const isStale =
  !existsSync(builtIndex) ||
  !existsSync(builtServerEntry) ||
  sources.some((s) => {
    const full = path.join(root, s);
    if (!existsSync(full)) return false;
    const mtime = statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    return mtime > statSync(builtIndex).mtimeMs;
  });

if (isStale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@careerhub/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let entry = null;
if (process.env.SERVER_RUNTIME !== 'tsx') {
  try {
    const { ensureServerBundle } = await import('./server-bundle.mjs');
    const started = performance.now();
    const bundle = await ensureServerBundle();
    if (bundle.built) {
      console.log(
        `Compiled the server in ${((performance.now() - started) / 1000).toFixed(1)}s (sources changed).`,
      );
    }
    entry = bundle.entry;
  } catch (err) {
    console.warn(`Could not precompile the server (${err?.message ?? err}); running it through tsx.`);
  }
}
if (entry) {
  // Stack traces name the TypeScript sources, as they do under tsx.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/main.ts');
}
