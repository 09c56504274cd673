import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT, deferAppCode } from './app-loader.js';

const PAGE =
  '<!doctype html><html><head><title>Jobs</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/api-1.js">' +
  '<style>body{margin:0}</style>' +
  // The page's own hints, added before </head> by withFirstLoad.
  '<link rel="modulepreload" crossorigin href="/assets/JobBoardPage-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/api-1.js">' +
  '<link rel="stylesheet" href="/assets/JobBoardPage-1.css">' +
  '</head><body><div id="root"><h1>Jobs</h1></div></body></html>';

describe('deferAppCode', () => {
  const html = deferAppCode(PAGE);

  it('takes every module preload and the entry script out of the head', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // What is not code stays where it was.
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/JobBoardPage-1.css"></head>',
    );
    expect(html).toContain('<div id="root"><h1>Jobs</h1></div>');
  });

  it('names them, in order and once each, on the loader at the end of the body', () => {
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script><\/body>/.exec(
      html,
    );
    expect(loader?.[1]).toBe('/assets/index-1.js');
    expect(loader?.[2]).toBe('/assets/react-vendor-1.js /assets/api-1.js /assets/JobBoardPage-1.js');
    expect(loader?.[3]).toBe(APP_LOADER_SCRIPT);
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferAppCode(plain)).toBe(plain);
  });

  it('is allowed by the CSP through the hash of its exact text', () => {
    const hash = createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64');
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    // One line, no comments: the text sent is the text hashed.
    expect(APP_LOADER_SCRIPT).not.toMatch(/\n|\/\//);
  });
});
