import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { refusedAddress } from './address-guard.js';
import { createHeadParser, type HeadTags } from './head-parser.js';
import { SafeFetchError, fetchHtml, type SafeFetchOptions } from './safe-fetch.js';

/** What a link preview card shows. */
export interface LinkPreviewData {
  url: string;
  title: string;
  description: string | null;
  image: string | null;
  site_name: string | null;
  domain: string;
}

export type PreviewResult =
  { ok: true; preview: LinkPreviewData } | { ok: false; reason: SafeFetchError['reason'] | 'no_metadata' };

export interface LinkPreviewOptions extends SafeFetchOptions {
  logger: Logger;
  /** How long a preview is kept (6 h) and how long a failure is remembered (10 min). */
  ttlMs?: number;
  failureTtlMs?: number;
  maxEntries?: number;
}

const clean = (value: string | undefined, max: number) => {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * An image the browser may load: https (the Content-Security-Policy allows no other remote image)
 * and not an address literal inside a private network (the member's browser would request it).
 */
function safeImage(raw: string | undefined, base: URL): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), base);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (/^[\d.]+$|:/.test(host) && refusedAddress(host)) return null;
    const text = url.toString();
    return text.length <= 2000 ? text : null;
  } catch {
    return null;
  }
}

/** Open Graph first, then Twitter, then the page's own title and description. */
export function previewFrom(tags: HeadTags, requested: URL, finalUrl: URL): LinkPreviewData | null {
  const meta = (key: string) => tags.meta.get(key);
  const title = clean(meta('og:title') ?? meta('twitter:title') ?? tags.title, 300);
  const description = clean(
    meta('og:description') ?? meta('twitter:description') ?? meta('description'),
    500,
  );
  if (!title && !description) return null;
  const domain = finalUrl.hostname.replace(/^www\./, '');
  return {
    url: requested.toString(),
    title: title ?? domain,
    description,
    image: safeImage(
      meta('og:image:secure_url') ??
        meta('og:image') ??
        meta('og:image:url') ??
        meta('twitter:image') ??
        meta('twitter:image:src'),
      finalUrl,
    ),
    site_name: clean(meta('og:site_name'), 100),
    domain,
  };
}

/** The part of a URL a log line may show: scheme, host and path, never the query or fragment. */
export function loggableLink(url: URL): string {
  const text = `${url.protocol}//${url.host}${url.pathname}`;
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * Link previews for URLs in post text, fetched by the server through `fetchHtml`'s guard and
 * cached per URL (lru-cache: concurrent requests for one URL share one fetch; a failure is
 * remembered briefly so a broken link is not fetched again on every page view). A failure is
 * logged and answered as no preview.
 */
export function createLinkPreviews(options: LinkPreviewOptions) {
  const { logger } = options;
  const ttl = options.ttlMs ?? 6 * 3_600_000;
  const failureTtl = options.failureTtlMs ?? 10 * 60_000;

  async function load(url: URL): Promise<PreviewResult> {
    const parser = createHeadParser();
    try {
      const page = await fetchHtml(url, options, (text) => parser.write(text));
      const preview = previewFrom(parser.end(), url, page.url);
      if (!preview) return { ok: false, reason: 'no_metadata' };
      return { ok: true, preview };
    } catch (err) {
      if (err instanceof SafeFetchError) return { ok: false, reason: err.reason };
      throw err;
    }
  }

  const cache = new LRUCache<string, PreviewResult>({
    max: options.maxEntries ?? 2000,
    ttl,
    fetchMethod: async (key, _stale, { options: setOptions }) => {
      const result = await load(new URL(key));
      if (!result.ok) {
        setOptions.ttl = failureTtl;
        const level = result.reason === 'blocked_address' ? 'warn' : 'info';
        logger[level]({ link: loggableLink(new URL(key)), reason: result.reason }, 'link preview failed');
      }
      return result;
    },
  });

  return {
    /** The preview of a URL (its fragment ignored), or why there is none. Never throws for a bad page. */
    async preview(raw: string): Promise<PreviewResult> {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return { ok: false, reason: 'invalid_url' };
      }
      url.hash = '';
      const result = await cache.fetch(url.toString());
      return result ?? { ok: false, reason: 'network' };
    },
    clear: () => cache.clear(),
  };
}
export type LinkPreviews = ReturnType<typeof createLinkPreviews>;
