import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { refusedAddress, type AddressPolicy } from './address-guard.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (dns.lookup with all: true unless a test gives its own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions extends AddressPolicy {
  resolve?: Resolver;
  /** Ports a URL may name; 80 and 443 unless a test allows its local server's (null = any). */
  allowedPorts?: readonly number[] | null;
  /**
   * `host:port` pairs fetched although their address or port would be refused: only end-to-end
   * tests set it (LINK_PREVIEW_ALLOW_HOSTS, accepted with NODE_ENV=test only), for a local page.
   */
  allowedHosts?: readonly string[];
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
  userAgent?: string;
}

/** Why a fetch gave up: the kinds a log line names (never the URL's query). */
export type FetchFailure =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_port'
  | 'blocked_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'http_status'
  | 'not_html'
  | 'timeout'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'SafeFetchError';
  }
}

export const DEFAULT_PORTS = [80, 443] as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The port a URL connects to, defaults included. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Checks a URL before any connection: http or https only, an allowed port, no credentials, and a
 * host whose every address is public. Resolves to the one address the connection must use, so a
 * second DNS answer (rebinding) can never send it elsewhere.
 */
export async function checkTarget(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('blocked_scheme', url.protocol);
  }
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'credentials in URL');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const exempt = Boolean(options.allowedHosts?.includes(`${url.hostname.toLowerCase()}:${portOf(url)}`));
  const ports = options.allowedPorts === undefined ? DEFAULT_PORTS : options.allowedPorts;
  if (ports && !exempt && !ports.includes(portOf(url)))
    throw new SafeFetchError('blocked_port', String(portOf(url)));
  if (!host) throw new SafeFetchError('invalid_url', 'no host');
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolver)(host);
  } catch (err) {
    throw new SafeFetchError('dns_failed', (err as NodeJS.ErrnoException).code ?? 'lookup');
  }
  if (addresses.length === 0) throw new SafeFetchError('dns_failed', 'no address');
  // Every answer must be public: a name that also points inside is refused, whichever comes first.
  for (const { address } of addresses) {
    const refused = exempt ? null : refusedAddress(address, options);
    if (refused) throw new SafeFetchError('blocked_address', refused);
  }
  return addresses[0]!;
}

/** A `lookup` that answers only the checked address: the socket connects exactly there. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

function request(url: URL, pinned: ResolvedAddress, userAgent: string, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      // No connection pooling: a kept-alive socket to a host must never serve another check.
      agent: false,
      lookup: pinnedLookup(pinned),
      signal,
      headers: {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

function charsetOf(contentType: string): string {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType);
  const label = match?.[1] ?? 'utf-8';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

export interface HtmlPage {
  /** The address the page was finally read from (after redirects). */
  url: URL;
}

/**
 * Fetches an HTML page for a preview, defending the server's network: every hop (at most 3
 * redirects) is checked and pinned by `checkTarget`; the whole fetch ends after `timeoutMs`
 * (3 s); at most `maxBytes` (1 MB) of the body are read, counted after decompression, and the
 * connection is closed as soon as `onText` answers that it has seen enough (the head is over).
 */
export async function fetchHtml(
  start: URL,
  options: SafeFetchOptions,
  onText: (text: string) => boolean,
): Promise<HtmlPage> {
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const userAgent = options.userAgent ?? 'CareerHubLinkPreview/1.0';
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SafeFetchError('timeout', `${options.timeoutMs ?? 3000} ms`)),
    options.timeoutMs ?? 3000,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    });
  });
  aborted.catch(() => undefined);
  try {
    let url = start;
    for (let hop = 0; ; hop++) {
      const pinned = await Promise.race([checkTarget(url, options), aborted]);
      let response: IncomingMessage;
      try {
        response = await Promise.race([request(url, pinned, userAgent, controller.signal), aborted]);
      } catch (err) {
        if (err instanceof SafeFetchError) throw err;
        if (controller.signal.aborted) throw controller.signal.reason as Error;
        throw new SafeFetchError('network', (err as NodeJS.ErrnoException).code ?? 'request failed');
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new SafeFetchError('http_status', `${status} without location`);
        if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', String(hop + 1));
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError('invalid_url', 'redirect location');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new SafeFetchError('http_status', String(status));
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (!/^\s*text\/html\b/i.test(contentType)) {
        response.destroy();
        throw new SafeFetchError('not_html', contentType.split(';')[0]!.slice(0, 60) || 'none');
      }
      await Promise.race([readText(response, charsetOf(contentType), maxBytes, onText), aborted]);
      return { url };
    }
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) controller.abort();
  }
}

/** Feeds the decoded body to `onText` until it has enough, the body ends, or maxBytes are read. */
function readText(
  response: IncomingMessage,
  charset: string,
  maxBytes: number,
  onText: (text: string) => boolean,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const body = decoded(response);
    const decoder = new TextDecoder(charset);
    let read = 0;
    let finished = false;
    const finish = (err?: unknown) => {
      if (finished) return;
      finished = true;
      response.destroy();
      body.destroy();
      if (err) reject(err instanceof SafeFetchError ? err : new SafeFetchError('network', 'body'));
      else resolve();
    };
    body.on('data', (chunk: Buffer) => {
      if (finished) return;
      const room = maxBytes - read;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      read += part.length;
      const enough = onText(decoder.decode(part, { stream: true }));
      if (enough || read >= maxBytes) finish();
    });
    body.on('end', () => {
      if (!finished) onText(decoder.decode());
      finish();
    });
    body.on('error', finish);
    response.on('error', finish);
  });
}
