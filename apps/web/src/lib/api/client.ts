import { ApiError, globalMessageFor, isAbortError, parseErrorBody, parseRetryAfter } from './errors';
import type { TokenStore } from './tokens';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** No global toast for this call; the caller shows its own message. */
  silent?: boolean;
  /** Send without the bearer token (login, refresh). */
  anonymous?: boolean;
}

export interface ApiClientOptions {
  /** '/api/v1' in the browser; an absolute URL in tests. */
  baseUrl: string;
  tokens: TokenStore;
  /** The session is over (refresh failed or missing): send the user to /login. */
  onSessionExpired: () => void;
  /** A global message by status (spec section 8). */
  onGlobalError?: (message: string, status: number | null) => void;
  fetch?: typeof fetch;
  /**
   * Answers the server inlined in the page for its first paint (path and query as sent → body): the
   * first GET of such a URL takes the answer instead of calling; later ones call as usual.
   */
  preloaded?: Pick<Map<string, unknown>, 'size' | 'has' | 'get' | 'delete'>;
  /**
   * Runs the token refresh alone across every tab of the site (Web Locks in the browser). Tabs
   * share the stored tokens: two tabs exchanging the same refresh token at once would look like a
   * replay to the server, which then revokes the whole session.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

const REFRESH_PATH = '/token/refresh/';

/**
 * The fetch client every screen uses: JSON, bearer token, current_org on GETs, and on 401 one
 * shared token refresh that every waiting request retries after.
 */
export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, tokens } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const exclusive = options.exclusive ?? (<T>(task: () => Promise<T>) => task());
  let refreshing: Promise<string | null> | null = null;

  /** The path and query under the API base, as sent. */
  function relativeUrl(path: string, method: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
    }
    const currentOrg = tokens.getCurrentOrg();
    if (method === 'GET' && currentOrg && !params.has('current_org')) params.set('current_org', currentOrg);
    const search = params.toString();
    return `${path}${search ? `?${search}` : ''}`;
  }

  async function send(method: string, path: string, opts: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (token && !opts.anonymous) headers.authorization = `Bearer ${token}`;
    return doFetch(`${baseUrl}${relativeUrl(path, method, opts.query)}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  }

  /**
   * One refresh at a time: every 401 that arrives while it runs waits for the same promise, and
   * other tabs wait for the lock. `stale` is the access token the server refused.
   */
  function refreshAccessToken(stale: string): Promise<string | null> {
    refreshing ??= exclusive(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its token.
      const current = tokens.getAccess();
      if (current && current !== stale) return current;
      const refresh = tokens.getRefresh();
      if (!refresh) return null;
      try {
        const response = await send('POST', REFRESH_PATH, { body: { refresh }, anonymous: true }, null);
        if (!response.ok) return null;
        const data = (await response.json()) as { access?: string; refresh?: string };
        if (!data.access) return null;
        tokens.setTokens(data.access, data.refresh);
        return data.access;
      } catch {
        return null;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function fail(error: ApiError, opts: RequestOptions): never {
    const message = opts.silent ? null : globalMessageFor(error.status);
    if (message) options.onGlobalError?.(message, error.status);
    throw error;
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    if (method === 'GET' && options.preloaded?.size) {
      const url = relativeUrl(path, method, opts.query);
      if (options.preloaded.has(url)) {
        const answer = options.preloaded.get(url) as T;
        options.preloaded.delete(url);
        return answer;
      }
    }
    let token = opts.anonymous ? null : tokens.getAccess();
    let response: Response;
    let retried = false;
    for (;;) {
      try {
        response = await send(method, path, opts, token);
      } catch (error) {
        if (isAbortError(error) || opts.signal?.aborted) throw error;
        fail(new ApiError(null, parseErrorBody(null)), opts);
      }
      if (response.status !== 401 || !token || retried) break;
      retried = true;
      // Sent with a token that another request already replaced: retry with the new one.
      const current = tokens.getAccess();
      token = current && current !== token ? current : await refreshAccessToken(token);
      if (!token) {
        tokens.clear();
        options.onSessionExpired();
        break;
      }
    }

    if (response.ok) {
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    let raw: unknown = null;
    try {
      raw = await response.json();
    } catch {
      // A body that is not JSON (proxy error page) still gets the status message.
    }
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    fail(new ApiError(response.status, parseErrorBody(raw), undefined, retryAfter), opts);
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    /** The same single shared refresh the 401 retry uses (the live socket calls it on close 4401). */
    refreshAccessToken,
    tokens,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
