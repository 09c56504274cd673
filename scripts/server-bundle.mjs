// The server as one precompiled ES module (plus lazily loaded chunks), built with esbuild from
// apps/server/src and packages/shared/src: `npm start` runs it instead of compiling TypeScript at
// run time through tsx, which roughly halves a restart (decision 0012). Packages in node_modules
// stay outside the bundle and load as usual.
//
// Builds are kept by a key made of every source file's path, size and modification time, under
// apps/server/dist/<key>/ (ignored by git). A build goes to a temporary folder first and is then
// renamed into place, so two processes starting at once never see half a build, and a running
// server keeps its own folder (only builds older than the newest three are removed).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const distDir = path.join(serverDir, 'dist');
/** What the bundle is made of; a change to any of these makes a new build. */
const SOURCES = [
  'apps/server/src',
  'packages/shared/src',
  'apps/server/tsconfig.json',
  'packages/shared/tsconfig.json',
  'tsconfig.base.json',
  'scripts/server-bundle.mjs',
];
/** Files under the source folders that never belong in the server bundle. */
const isTest = (name) => /\.test\.tsx?$/.test(name);
const KEEP_BUILDS = 3;

function collect(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else if (!isTest(entry.name)) out.push(full);
  }
}

/** A short hash of the sources' paths, sizes and modification times (a stat per file, no reads). */
export function sourcesKey() {
  const hash = createHash('sha256');
  hash.update(process.version);
  for (const source of SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const files = [];
    if (statSync(full).isDirectory()) collect(full, files);
    else files.push(full);
    for (const file of files.sort()) {
      const s = statSync(file);
      hash.update(`${path.relative(root, file)}:${s.size}:${s.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `import.meta.url` of a source file, as seen from the bundle: the two modules that locate files
 * next to themselves (the migrations folder, the repository root) keep finding them.
 */
function metaUrlPlugin(outDir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        let contents = readFileSync(args.path, 'utf8');
        if (contents.includes('import.meta.url')) {
          const relative = path.relative(outDir, args.path).split(path.sep).join('/');
          contents = contents.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          );
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Packages stay outside the bundle (node_modules), except the workspace's own TypeScript ones. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@careerhub/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function build(outDir) {
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    // The server, and the commands scripts/server-cli.mjs runs (seed, backup, restore), so a
    // production install needs no compiler.
    entryPoints: {
      main: path.join(serverDir, 'src/main.ts'),
      'seed-cli': path.join(serverDir, 'src/db/seed-cli.ts'),
      backup: path.join(serverDir, 'src/cli/backup.ts'),
      restore: path.join(serverDir, 'src/cli/restore.ts'),
      migrate: path.join(serverDir, 'src/cli/migrate.ts'),
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    // Chunks beside main.mjs: a rewritten import.meta.url (below) holds for every output file.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [externalPackages, metaUrlPlugin(outDir)],
  });
}

/** Keeps the newest builds (a running server may still load chunks from its own). */
function prune(current) {
  const others = readdirSync(distDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== current)
    .map((e) => ({ name: e.name, mtime: statSync(path.join(distDir, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const builds = others.filter((b) => !b.name.includes('.tmp-'));
  // Another process's build in progress is left alone; one abandoned for an hour is removed.
  const abandoned = others.filter((b) => b.name.includes('.tmp-') && Date.now() - b.mtime > 3_600_000);
  for (const old of [...builds.slice(KEEP_BUILDS - 1), ...abandoned]) {
    rmSync(path.join(distDir, old.name), { recursive: true, force: true });
  }
}

/**
 * The path of the server bundle for the current sources, built when missing. Returns
 * `{ entry, built }`; throws when esbuild fails (the caller falls back to tsx).
 */
export async function ensureServerBundle() {
  const key = sourcesKey();
  const target = path.join(distDir, key);
  const entry = path.join(target, 'main.mjs');
  if (existsSync(entry)) return { entry, built: false };
  // A production install (npm ci --omit=dev) has no compiler: it runs what `npm run build` made.
  try {
    await import('esbuild');
  } catch {
    throw new Error(
      'no server build matches these sources and esbuild is not installed: run `npm run build`',
    );
  }
  mkdirSync(distDir, { recursive: true });
  const temporary = path.join(distDir, `${key}.tmp-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  try {
    await build(temporary);
    try {
      renameSync(temporary, target);
    } catch (err) {
      // Another process finished the same build first: use theirs.
      if (!existsSync(entry)) throw err;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  prune(key);
  return { entry, built: true };
}

// `node scripts/server-bundle.mjs` (part of `npm run build`): build now and say where.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { entry, built } = await ensureServerBundle();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    built
      ? `Server built in ${seconds}s: ${path.relative(root, entry)}`
      : `Server build is current: ${path.relative(root, entry)}`,
  );
}
