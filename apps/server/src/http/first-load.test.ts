import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFirstLoad,
  FIRST_LOAD_ROUTES,
  inlineEntryStylesheet,
  shellHtml,
  withFirstLoad,
} from './first-load.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

// A build's manifest in miniature: the entry (already in index.html), two pages sharing a chunk.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_vendor.js', 'index.html'] },
  'src/features/jobs/JobBoardPage.tsx': {
    file: 'assets/JobBoardPage-1.js',
    imports: ['_vendor.js', 'index.html', '_shared.js'],
    css: ['assets/JobBoardPage-1.css'],
  },
  'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['_shared.js'] },
};

describe('first load', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'careerhub-first-load-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('inlines the entry stylesheet, and keeps a link for a missing file or one that could close the element', () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'index-1.css'), ':root{--x:1}body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'evil-1.css'), 'a::after{content:"</style><script>"}');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/evil-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>';
    expect(inlineEntryStylesheet(html, dist)).toBe(
      '<head><style data-href="/assets/index-1.css">:root{--x:1}body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/evil-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>',
    );
  });

  it("names a page's chunks, its imports and its CSS, but nothing the entry already loads", () => {
    const hints = createFirstLoad(dist).hints('/jobs');
    expect(hints).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/JobBoardPage-1.js">' +
        '<link rel="stylesheet" href="/assets/JobBoardPage-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
    expect(createFirstLoad(dist).hints('/login/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
  });

  it('names nothing for a page it does not know, or without a manifest', () => {
    expect(createFirstLoad(dist).hints('/profile/ada')).toBe('');
    expect(createFirstLoad(path.join(dist, 'missing')).hints('/jobs')).toBe('');
  });

  it('knows only modules that exist in the web app', () => {
    for (const route of FIRST_LOAD_ROUTES) {
      for (const module of route.modules)
        expect(readFileSync(path.join(webRoot, module), 'utf8')).toContain('export');
    }
  });

  it("paints the brand's header with the classes of the layouts the app renders", () => {
    const sources = ['PublicLayout.tsx', 'AuthLayout.tsx', 'BrandMark.tsx']
      .map((file) => readFileSync(path.join(webRoot, 'src/app/layouts', file), 'utf8'))
      .join('\n');
    for (const pathname of ['/jobs', '/login']) {
      const html = shellHtml(pathname, { name: 'Star', theme: {} });
      const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
      expect(classes.length).toBeGreaterThan(10);
      for (const name of classes) expect(sources, `class ${name}`).toContain(name);
    }
    expect(shellHtml('/login', { name: 'Star', theme: {} })).toContain('from-primary-soft/50');
    expect(shellHtml('/jobs', { name: 'Star', theme: {} })).not.toContain('from-primary-soft/50');
  });

  it('escapes the brand name and keeps only colours in the theme style', () => {
    const html = withFirstLoad(
      '<html><head><title>x</title></head><body><div id="root"><!--app-shell--></div></body></html>',
      '/jobs',
      '',
      {
        answers: {},
        brand: {
          name: '<img src=x onerror=alert(1)>',
          theme: { primary: '#123abc', muted: 'red;}body{x' as never },
        },
      },
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('<style>:root{--color-primary:#123abc}</style></head>');
    expect(html).not.toContain('red;');
  });

  it('inlines answers as one JSON data block that cannot close its script element', () => {
    const html = withFirstLoad('<head></head><div id="root"><!--app-shell--></div>', '/', '<link>', {
      answers: { '/options-config/': JSON.stringify({ ui: { name: '</script><script>alert(1)</script>' } }) },
    });
    const block = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(html.indexOf('<link>')).toBeLessThan(html.indexOf('boot-data'));
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({
      answers: { '/options-config/': { ui: { name: '</script><script>alert(1)</script>' } } },
      visitor: {},
    });
    // No brand: the root stays as the build left it.
    expect(html).toContain('<!--app-shell-->');
  });
});
