// @vitest-environment node
// Runs against a real HTTP server on a local port, not a mocked fetch.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@careerhub/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, getErrorMessage, getFieldErrors } from './errors';
import {
  STORAGE_KEYS,
  adoptTokensFromUrl,
  createTokenStore,
  takeTokensFromUrl,
  type KeyValueStore,
} from './tokens';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let usedRefreshTokens = new Set<string>();
let refreshResponse: { status: number; body: unknown } = {
  status: 200,
  body: { access: 'fresh', refresh: 'r2' },
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
  switch (url.pathname) {
    case '/api/v1/token/refresh/': {
      await new Promise((r) => setTimeout(r, 50));
      // Like the real server: a refresh token works once; a second use is a replay.
      const { refresh } = JSON.parse(body) as { refresh: string };
      if (usedRefreshTokens.has(refresh)) return json(res, 401, { detail: 'Token is invalid or expired' });
      usedRefreshTokens.add(refresh);
      return json(res, refreshResponse.status, refreshResponse.body);
    }
    case '/api/v1/protected/':
      if (req.headers.authorization !== 'Bearer fresh') return json(res, 401, { detail: 'expired' });
      return json(res, 200, { ok: true, query: url.search });
    case '/api/v1/echo/':
      return json(res, 200, { query: url.search, body: body ? JSON.parse(body) : null });
    case '/api/v1/slow/':
      await new Promise((r) => setTimeout(r, 500));
      return json(res, 200, {});
    case '/api/v1/invalid/':
      return json(res, 400, {
        message: 'Invalid request data.',
        non_field_errors: ['Unable to log in with provided credentials.'],
        field_errors: { email: ['Invalid email address', 'second'], password: ['Please enter a password'] },
        detail: '',
      });
    case '/api/v1/throttled/':
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' });
      return res.end(JSON.stringify({ message: 'Please wait 42 seconds before requesting another OTP.' }));
    case '/api/v1/forbidden/':
      return json(res, 403, { detail: 'nope' });
    case '/api/v1/broken/':
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<h1>bad gateway</h1>');
    case '/api/v1/empty/':
      res.writeHead(204);
      return res.end();
    default:
      return json(res, 404, { detail: 'Not found.' });
  }
}

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const onSessionExpired = vi.fn();
  const onGlobalError = vi.fn();
  const client = createApiClient({
    baseUrl: `${baseUrl}/api/v1`,
    tokens: createTokenStore(storage),
    onSessionExpired,
    onGlobalError,
  });
  return { client, storage, onSessionExpired, onGlobalError };
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  usedRefreshTokens = new Set();
  refreshResponse = { status: 200, body: { access: 'fresh', refresh: 'r2' } };
});

describe('token refresh', () => {
  it('refreshes once for five parallel 401s and retries each with the new token', async () => {
    const { client, storage, onSessionExpired } = setup({ access_token: 'stale', refresh_token: 'r1' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.get<{ ok: boolean }>('/protected/')),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const refreshes = seen.filter((s) => s.url.startsWith('/api/v1/token/refresh/'));
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]!.body)).toEqual({ refresh: 'r1' });
    expect(refreshes[0]!.authorization).toBeUndefined();
    expect(storage.data.get(STORAGE_KEYS.access)).toBe('fresh');
    expect(storage.data.get(STORAGE_KEYS.refresh)).toBe('r2');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(
      seen.filter((s) => s.url === '/api/v1/protected/' && s.authorization === 'Bearer fresh'),
    ).toHaveLength(5);
  });

  it('two tabs sharing the stored tokens refresh once, through the cross-tab lock', async () => {
    // One storage (localStorage is shared by tabs), two clients, and a lock both go through.
    const storage = memoryStorage({ access_token: 'stale', refresh_token: 'r1' });
    let queue = Promise.resolve();
    const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const tab = () =>
      createApiClient({
        baseUrl: `${baseUrl}/api/v1`,
        tokens: createTokenStore(storage),
        onSessionExpired: vi.fn(),
        exclusive,
      });
    const [a, b] = [tab(), tab()];
    const results = await Promise.all([
      a.get<{ ok: boolean }>('/protected/'),
      b.get<{ ok: boolean }>('/protected/'),
      a.get<{ ok: boolean }>('/protected/'),
      b.get<{ ok: boolean }>('/protected/'),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(seen.filter((s) => s.url.startsWith('/api/v1/token/refresh/'))).toHaveLength(1);
    expect(storage.data.get(STORAGE_KEYS.refresh)).toBe('r2');
  });

  it('without the lock, two tabs replay the same refresh token (why the lock exists)', async () => {
    const storage = memoryStorage({ access_token: 'stale', refresh_token: 'r1' });
    const tab = () =>
      createApiClient({
        baseUrl: `${baseUrl}/api/v1`,
        tokens: createTokenStore(storage),
        onSessionExpired: vi.fn(),
      });
    const outcomes = await Promise.allSettled([tab().get('/protected/'), tab().get('/protected/')]);
    expect(seen.filter((s) => s.url.startsWith('/api/v1/token/refresh/'))).toHaveLength(2);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('clears the tokens and ends the session when the refresh fails', async () => {
    refreshResponse = { status: 401, body: { detail: ERRORS.invalidToken } };
    const { client, storage, onSessionExpired, onGlobalError } = setup({
      access_token: 'stale',
      refresh_token: 'r1',
    });
    const outcomes = await Promise.allSettled([client.get('/protected/'), client.get('/protected/')]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((outcome as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(seen.filter((s) => s.url.startsWith('/api/v1/token/refresh/'))).toHaveLength(1);
    expect(storage.data.has(STORAGE_KEYS.access)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.refresh)).toBe(false);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(onGlobalError).not.toHaveBeenCalled();
  });

  it('ends the session without calling refresh when there is no refresh token', async () => {
    const { client, storage, onSessionExpired } = setup({ access_token: 'stale' });
    await expect(client.get('/protected/')).rejects.toMatchObject({ status: 401 });
    expect(seen.some((s) => s.url.startsWith('/api/v1/token/refresh/'))).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('requests', () => {
  it('adds current_org to GET requests only', async () => {
    const { client } = setup({ access_token: 'fresh', current_org: '42' });
    const got = await client.get<{ query: string }>('/echo/', {
      query: { page: 2, search: 'a b', skip: undefined },
    });
    expect(new URLSearchParams(got.query).get('current_org')).toBe('42');
    expect(new URLSearchParams(got.query).get('page')).toBe('2');
    expect(new URLSearchParams(got.query).get('search')).toBe('a b');
    expect(new URLSearchParams(got.query).has('skip')).toBe(false);
    const posted = await client.post<{ query: string; body: unknown }>('/echo/', { name: 'x' });
    expect(posted.query).toBe('');
    expect(posted.body).toEqual({ name: 'x' });
    expect(seen.every((s) => s.authorization === 'Bearer fresh')).toBe(true);
  });

  it('leaves current_org out when no organization is selected', async () => {
    const { client } = setup();
    const got = await client.get<{ query: string }>('/echo/');
    expect(got.query).toBe('');
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it('is silent when a request is aborted', async () => {
    const { client, onGlobalError } = setup();
    const controller = new AbortController();
    const pending = client.get('/slow/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onGlobalError).not.toHaveBeenCalled();
  });

  it('returns undefined for 204 responses', async () => {
    const { client } = setup();
    await expect(client.delete('/empty/')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('parses the spec error body into per-field and form messages', async () => {
    const { client, onGlobalError } = setup();
    const error = await client.post('/invalid/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(getFieldErrors(error)).toEqual({
      email: 'Invalid email address',
      password: 'Please enter a password',
    });
    expect(getErrorMessage(error)).toBe('Unable to log in with provided credentials.');
    expect(onGlobalError).not.toHaveBeenCalled();
  });

  it('falls back to detail, then the generic message', () => {
    const withDetail = new ApiError(403, {
      message: '',
      non_field_errors: [],
      field_errors: {},
      detail: 'nope',
    });
    expect(getErrorMessage(withDetail)).toBe('nope');
    const empty = new ApiError(500, { message: '', non_field_errors: [], field_errors: {}, detail: '' });
    expect(getErrorMessage(empty)).toBe(ERRORS.generic);
    expect(getErrorMessage(new Error('boom'))).toBe(ERRORS.generic);
  });

  it.each([
    ['/forbidden/', 403, ERRORS.forbidden],
    ['/missing/', 404, ERRORS.notFound],
    ['/broken/', 500, ERRORS.server],
  ])('shows the global message for %s (%i)', async (path, status, message) => {
    const { client, onGlobalError } = setup();
    await expect(client.get(path)).rejects.toMatchObject({ status });
    expect(onGlobalError).toHaveBeenCalledWith(message, status);
  });

  it('hands the Retry-After seconds of a 429 to the caller', async () => {
    const { client } = setup();
    await expect(client.post('/throttled/', {}, { silent: true })).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
      message: 'Please wait 42 seconds before requesting another OTP.',
    });
    await expect(client.get('/forbidden/', { silent: true })).rejects.toMatchObject({ retryAfter: null });
  });

  it('stays quiet for silent requests', async () => {
    const { client, onGlobalError } = setup();
    await expect(client.get('/forbidden/', { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(onGlobalError).not.toHaveBeenCalled();
  });

  it('reports no response when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const onGlobalError = vi.fn();
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      tokens: createTokenStore(memoryStorage()),
      onSessionExpired: vi.fn(),
      onGlobalError,
    });
    await expect(client.get('/anything/')).rejects.toMatchObject({ status: null });
    expect(onGlobalError).toHaveBeenCalledWith(ERRORS.noResponse, null);
  });
});

describe('answers inlined in the page', () => {
  it('takes an inlined answer for the first plain GET of its path, then calls the server', async () => {
    seen = [];
    const preloaded = new Map<string, unknown>([['/echo/', { from: 'page' }]]);
    const client = createApiClient({
      baseUrl: `${baseUrl}/api/v1`,
      tokens: createTokenStore(memoryStorage()),
      onSessionExpired: vi.fn(),
      preloaded,
    });
    expect(await client.get('/echo/')).toEqual({ from: 'page' });
    expect(seen).toHaveLength(0);
    expect(await client.get('/echo/')).toEqual({ query: '', body: null });
    expect(seen).toHaveLength(1);
  });

  it('never answers a call with a query, or another method, from the page', async () => {
    seen = [];
    const preloaded = new Map<string, unknown>([['/echo/', { from: 'page' }]]);
    const client = createApiClient({
      baseUrl: `${baseUrl}/api/v1`,
      tokens: createTokenStore(memoryStorage()),
      onSessionExpired: vi.fn(),
      preloaded,
    });
    expect(await client.get('/echo/', { query: { page: 2 } })).toEqual({ query: '?page=2', body: null });
    expect(await client.post('/echo/', { a: 1 })).toEqual({ query: '', body: { a: 1 } });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(preloaded.has('/echo/')).toBe(true);
  });
});

describe('tokens from the URL', () => {
  it('stores accessToken and refreshToken and strips them from the URL', () => {
    const storage = memoryStorage();
    const cleaned = takeTokensFromUrl(
      'http://x/profile?tab=1&accessToken=a1&refreshToken=r1#top',
      createTokenStore(storage),
    );
    expect(cleaned).toBe('/profile?tab=1#top');
    expect(storage.data.get(STORAGE_KEYS.access)).toBe('a1');
    expect(storage.data.get(STORAGE_KEYS.refresh)).toBe('r1');
  });

  it('does nothing without tokens in the URL', () => {
    const storage = memoryStorage();
    expect(takeTokensFromUrl('http://x/login?next=/jobs', createTokenStore(storage))).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('at start-up stores the tokens, cleans the address bar and reloads', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.access]: 'old' });
    const replaceState = vi.fn();
    const reload = vi.fn();
    const page = {
      location: { href: 'http://x/jobs?accessToken=a2&refreshToken=r2&page=2', reload },
      history: { state: { idx: 3 }, replaceState },
    };
    expect(adoptTokensFromUrl(createTokenStore(storage), page)).toBe(true);
    expect(storage.data.get(STORAGE_KEYS.access)).toBe('a2');
    expect(storage.data.get(STORAGE_KEYS.refresh)).toBe('r2');
    expect(replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/jobs?page=2');
    expect(reload).toHaveBeenCalledOnce();
    expect(replaceState.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('at start-up leaves a URL without tokens alone', () => {
    const reload = vi.fn();
    const replaceState = vi.fn();
    const page = {
      location: { href: 'http://x/jobs?page=2', reload },
      history: { state: null, replaceState },
    };
    expect(adoptTokensFromUrl(createTokenStore(memoryStorage()), page)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
