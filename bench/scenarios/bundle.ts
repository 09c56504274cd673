import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/server.js';
import type { Scenario } from '../lib/types.js';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const distDir = path.join(repoRoot, 'apps/web/dist');

/** The chunk and everything it statically imports (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;

/**
 * The JavaScript an anonymous visitor's browser loads for "/": the HTML entry chunk and its static
 * imports, plus the landing page's own lazy chunk (and its static imports) when the landing route
 * is code-split. Lazy chunks of other routes are not counted. Sizes are gzip (level 6).
 */
export const bundle: Scenario = {
  name: 'bundle',
  description:
    'gzip size of the JavaScript the landing route loads initially (from dist/.vite/manifest.json)',
  async run() {
    const manifestPath = path.join(distDir, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

    const entryKey =
      Object.keys(manifest).find(
        (k) => manifest[k]!.isEntry && (k.endsWith('index.html') || manifest[k]!.src?.endsWith('index.html')),
      ) ?? Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

    const initial = staticClosure(manifest, entryKey);
    // The landing page itself, when the router loads it lazily: a dynamic import whose source is the landing feature.
    const lazyKeys = [...initial].flatMap((k) => manifest[k]!.dynamicImports ?? []);
    const landingKeys = lazyKeys.filter((k) => /landing/i.test(k));
    for (const k of landingKeys) staticClosure(manifest, k, initial);

    const files = [...new Set([...initial].map((k) => manifest[k]!.file))].filter((f) => f.endsWith('.js'));
    const sizes = files.map((file) => ({
      file,
      raw: readFileSync(path.join(distDir, file)).length,
      gzip: gz(file),
    }));
    const totalGzip = sizes.reduce((n, s) => n + s.gzip, 0);
    const totalRaw = sizes.reduce((n, s) => n + s.raw, 0);

    const css = [...new Set([...initial].flatMap((k) => manifest[k]!.css ?? []))];
    const cssGzip = css.reduce((n, f) => n + gz(f), 0);

    const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    const allJsGzip = allJs.reduce((n, f) => n + gz(f), 0);

    for (const s of sizes)
      console.log(`  ${s.file}: ${(s.raw / 1024).toFixed(1)} KB raw, ${(s.gzip / 1024).toFixed(1)} KB gzip`);
    return {
      name: 'bundle',
      metrics: [
        { name: 'landing route JS (gzip)', value: totalGzip / 1024, unit: 'KB', target: 150 },
        { name: 'landing route JS (raw)', value: totalRaw / 1024, unit: 'KB' },
        { name: 'landing route CSS (gzip)', value: cssGzip / 1024, unit: 'KB' },
        { name: 'all JS chunks (gzip)', value: allJsGzip / 1024, unit: 'KB' },
      ],
      details: {
        entry: entryKey,
        landingChunks: landingKeys,
        files: sizes,
        css,
        lazyChunksNotCounted: lazyKeys.filter((k) => !landingKeys.includes(k)),
        chunkCount: allJs.length,
      },
    };
  },
};
