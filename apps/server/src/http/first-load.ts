import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_CSS_VARIABLES, type Theme } from '@careerhub/shared';
import { deferAppCode } from './app-loader.js';
import { escapeHtml, escapeScriptJson } from './html.js';

/**
 * What a first visit to a page needs before it can paint, named in the HTML itself so the browser
 * fetches it while it parses, instead of discovering it one step at a time:
 *
 * - the code of the page (its lazily loaded layout and page chunks, with everything they import),
 *   as `<link rel="modulepreload">` read from the build's manifest;
 * - the answers the shell waits for before it renders anything (the host's options-config), inlined
 *   as JSON that the web app's API client takes instead of making the call;
 * - the brand's header, painted from the HTML before any script has run (the app replaces it with
 *   the same header when it starts), in the brand's colours.
 *
 * The web app works without any of them (a stale or missing manifest only loses the hints).
 */

/** A browser route and the lazily loaded web modules (source paths) its first paint needs. */
export interface FirstLoadRoute {
  pattern: RegExp;
  modules: string[];
}

/**
 * The pages people arrive on from outside (a shared link, a search result, the sign-in e-mail):
 * the rest load their code as the app is used. Only the page itself: a first visit is mostly a
 * visitor's, whose layout is in the entry (the member layout loads once signed in). Keep in step
 * with apps/web/src/app/router.tsx; a test checks that every module named here exists.
 */
export const FIRST_LOAD_ROUTES: FirstLoadRoute[] = [
  { pattern: /^\/$/, modules: ['src/features/landing/LandingPage.tsx'] },
  { pattern: /^\/login\/?$/, modules: ['src/features/auth/LoginPage.tsx'] },
  { pattern: /^\/signup\/?$/, modules: ['src/features/auth/SignupPage.tsx'] },
  { pattern: /^\/jobs\/?$/, modules: ['src/features/jobs/JobBoardPage.tsx'] },
  { pattern: /^\/job\/[^/]+(\/[^/]*)?\/?$/, modules: ['src/features/jobs/JobDetailPage.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every file a chunk pulls in statically (itself first), without those the entry already loads. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, out: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || skip.has(key)) return;
  skip.add(key);
  out.add(chunk.file);
  for (const css of chunk.css ?? []) out.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, skip, out);
}

export interface FirstLoad {
  /** `<link>` tags for the page at `pathname` (empty when nothing is known about it). */
  hints(pathname: string): string;
}

export function createFirstLoad(distDir: string, routes: FirstLoadRoute[] = FIRST_LOAD_ROUTES): FirstLoad {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  // The entry and what it imports are already in index.html.
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) chunkFiles(manifest, key, entryKeys, new Set());
  }
  const tags = routes.map((route) => {
    const files = new Set<string>();
    const seen = new Set(entryKeys);
    for (const module of route.modules) chunkFiles(manifest, module, seen, files);
    return [...files]
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      )
      .join('');
  });
  return {
    hints(pathname) {
      const index = routes.findIndex((route) => route.pattern.test(pathname));
      return index === -1 ? '' : (tags[index] ?? '');
    },
  };
}

/** Above this size the entry stylesheet stays a link (it is about 74 KB, 13 KB gzipped, today). */
const INLINE_CSS_MAX = 200_000;

/**
 * index.html with the entry stylesheet inlined as a `<style>` element. Linked, it blocks the first
 * paint until a second round trip ends, and on a slow phone connection it shares the line with
 * the page's module preloads: Lighthouse's mobile run measured the first paint at 2.4 s on /login
 * and 3.2 s on /jobs with it linked. The price is its 13 KB (gzipped) in every full page load,
 * which a single-page app makes once per visit. A file that is missing, too large or that could
 * close the element early stays linked.
 */
export function inlineEntryStylesheet(indexHtml: string, distDir: string): string {
  return indexHtml.replace(
    /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const full = path.join(distDir, file);
      if (!existsSync(full)) return tag;
      const css = readFileSync(full, 'utf8');
      if (css.length > INLINE_CSS_MAX || /<\/style/i.test(css)) return tag;
      return `<style data-href="/${file}">${css}</style>`;
    },
  );
}

/** What a page's first paint shows of the host's brand. */
export interface ShellBrand {
  name: string;
  theme: Partial<Theme>;
}

export interface FirstPaint {
  /** API path (and query, as the web app writes it) under /api/v1 → the JSON text it answers. */
  answers: Record<string, string>;
  /** The same, for answers that hold only for a visitor without a session. */
  visitor?: Record<string, string>;
  brand?: ShellBrand;
  /** The page's content rendered on the server (ssr.ts), in place of the brand's header alone. */
  body?: string;
}

/** Sign-in screens have their own layout (apps/web/src/app/layouts/AuthLayout.tsx). */
const AUTH_PAGES = /^\/(login|signup|verify-otp|forgot-password|reset-password|verify-email|linkedin)(\/|$)/;

/**
 * The header of the layout the page will have (PublicLayout or AuthLayout with BrandMark, same
 * classes), and a screen-high main so the footer never flashes in. What the app renders first
 * matches it, so nothing moves when it takes over.
 */
export function shellHtml(pathname: string, brand: ShellBrand): string {
  const auth = AUTH_PAGES.test(pathname);
  const name = escapeHtml(brand.name);
  const initial = escapeHtml(brand.name.charAt(0).toUpperCase());
  return (
    `<div class="${auth ? 'flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft/50 to-background' : 'flex min-h-dvh flex-col'}">` +
    `<header${auth ? '' : ' class="border-b border-border/70 bg-surface/80 backdrop-blur"'}>` +
    '<div class="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">' +
    '<a href="/" class="flex min-w-0 items-center gap-2.5 rounded-lg font-bold text-text">' +
    `<span aria-hidden="true" class="grid size-9 shrink-0 place-items-center rounded-xl bg-primary text-lg text-primary-foreground shadow-sm">${initial}</span>` +
    `<span class="truncate text-lg tracking-tight">${name}</span></a></div></header>` +
    '<main class="flex min-h-dvh flex-1 flex-col"></main></div>'
  );
}

/** The brand's colours on :root, as the web app's applyTheme puts them once it runs. */
function themeStyle(theme: Partial<Theme>): string {
  const rules = (Object.entries(THEME_CSS_VARIABLES) as [keyof Theme, string][])
    .filter(([key]) => /^#[0-9a-fA-F]{6}$/.test(theme[key] ?? ''))
    .map(([key, variable]) => `${variable}:${theme[key]}`);
  return rules.length ? `<style>:root{${rules.join(';')}}</style>` : '';
}

/**
 * index.html with the page's hints, the inlined answers (one
 * `<script type="application/json" id="boot-data">` holding `{ answers, visitor }`, the shared
 * BootData) and the brand's colours before `</head>`, and in place of `<!--app-shell-->` in the
 * root element the page rendered on the server or else the brand's header. A rendered page loads
 * its code after its first paint (app-loader.ts).
 */
export function withFirstLoad(
  indexHtml: string,
  pathname: string,
  hints: string,
  paint: FirstPaint,
  /** The page is the plain app shell (no page of its own rendered a title): the brand's name is its title. */
  options: { brandTitle?: boolean } = {},
): string {
  const object = (answers: Record<string, string>) =>
    `{${Object.entries(answers)
      .map(([key, body]) => `${JSON.stringify(key)}:${body}`)
      .join(',')}}`;
  const some = (answers?: Record<string, string>) => Object.keys(answers ?? {}).length > 0;
  const data =
    some(paint.answers) || some(paint.visitor)
      ? `<script type="application/json" id="boot-data">${escapeScriptJson(
          `{"answers":${object(paint.answers)},"visitor":${object(paint.visitor ?? {})}}`,
        )}</script>`
      : '';
  let html = indexHtml;
  const head = hints + data + (paint.brand ? themeStyle(paint.brand.theme) : '');
  const at = html.indexOf('</head>');
  if (head && at !== -1) html = `${html.slice(0, at)}${head}${html.slice(at)}`;
  if (paint.body !== undefined) html = html.replace('<!--app-shell-->', () => paint.body!);
  else if (paint.brand) html = html.replace('<!--app-shell-->', shellHtml(pathname, paint.brand));
  if (paint.brand) html = withBrandHead(html, paint.brand, options.brandTitle ?? false);
  // A page the server rendered is read before its code runs: the code waits for its first paint.
  return paint.body === undefined ? html : deferAppCode(html);
}

/**
 * The brand's colour in `<meta name="theme-color">` and, on the app shell, its name as the title:
 * what the browser shows before the app runs follows the brand settings staff saved.
 */
function withBrandHead(html: string, brand: ShellBrand, title: boolean): string {
  let out = html;
  const primary = brand.theme.primary;
  if (primary && /^#[0-9a-fA-F]{6}$/.test(primary))
    out = out.replace(
      /(<meta name="theme-color" content=")[^"]*(")/i,
      (_m, a: string, b: string) => `${a}${primary}${b}`,
    );
  if (title) out = out.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(brand.name)}</title>`);
  return out;
}
