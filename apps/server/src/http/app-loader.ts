import { createHash } from 'node:crypto';
import { escapeHtml } from './html.js';

/**
 * The app's code on a page the server rendered, fetched after the first contentful paint instead
 * of while the HTML is parsed (decision 0049).
 *
 * A rendered page is readable before any script runs, so its scripts only compete with the first
 * paint: on a slow phone connection 31 module requests share the line with the HTML, and
 * Lighthouse's simulation counts every script that arrives before the paint as blocking it
 * (`/jobs`: first paint 2.5–2.8 s with the modules named in the head, 0.9 s without them).
 *
 * The HTML therefore names the files in `data-` attributes of one small inline script. Once the
 * browser reports the first contentful paint (or at once in a tab that is not visible, where
 * nothing paints), it adds the module preloads one a task (each costs the main thread 1–13 ms to
 * start in Lighthouse's runs, where DevTools records every request) and then the entry module. What is
 * typed into the server's markup in between is carried over by the app (`carryOverServerInputs`).
 *
 * The script is the same text on every page, so the Content-Security-Policy allows it by its hash
 * (`APP_LOADER_CSP_SOURCE`) and still allows no other inline script. It loads only what its
 * attributes name, and a module script it adds is still subject to `script-src 'self'`.
 */
/** A page that never paints anything contentful still gets its app after this long. */
const LATEST_START_MS = 3_000;

const LOADER_LINES = [
  '(function (tag) {',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    var files = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);",
  '    (function next() {',
  '      var href = files.shift();',
  '      if (href) {',
  "        var link = document.createElement('link');",
  "        link.rel = 'modulepreload';",
  "        link.crossOrigin = '';",
  '        link.href = href;',
  '        document.head.appendChild(link);',
  '        setTimeout(next, 0);',
  '        return;',
  '      }',
  "      var entry = document.createElement('script');",
  "      entry.type = 'module';",
  "      entry.crossOrigin = '';",
  "      entry.src = tag.getAttribute('data-entry');",
  '      document.head.appendChild(entry);',
  '    })();',
  '  }',
  '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
  "  if (document.visibilityState !== 'visible') { start(); return; }",
  "  if (types.indexOf('paint') === -1) {",
  '    requestAnimationFrame(function () { setTimeout(start, 0); });',
  '  } else {',
  '    new PerformanceObserver(function (list, observer) {',
  "      if (!list.getEntriesByName('first-contentful-paint').length) return;",
  '      observer.disconnect();',
  '      setTimeout(start, 0);',
  "    }).observe({ type: 'paint', buffered: true });",
  '  }',
  `  setTimeout(start, ${LATEST_START_MS});`,
  '})(document.currentScript);',
];

/** The loader's text, without the indentation (it is sent with every rendered page). */
export const APP_LOADER_SCRIPT = LOADER_LINES.map((line) => line.trim()).join('');

/** The CSP source that allows the loader, and only it, to run inline. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * `html` (a page as sent, its hints in the head) with every module preload and the entry script
 * replaced by the loader at the end of the body, the files in the order the head named them.
 * HTML without an entry script (a build that names none) is returned as it is.
 */
export function deferAppCode(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const files: string[] = [];
  const without = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_tag, href: string) => {
    files.push(href);
    return '';
  });
  const loader =
    `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...new Set(files)].join(' '))}">` +
    `${APP_LOADER_SCRIPT}</script>`;
  const end = without.lastIndexOf('</body>');
  return `${without.slice(0, end)}${loader}${without.slice(end)}`;
}
