import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint and the Classroom REST API (v1), speaking
 * their protocol closely enough for Google's own client libraries: form-encoded token requests
 * (authorization_code and refresh_token grants, client authentication, redirect_uri check,
 * `invalid_grant` errors), bearer-checked JSON resources with pageSize/pageToken paging and
 * Google's JSON error body. Tests set the roster and read what was asked.
 */
export interface StandInPerson {
  email: string | null;
  name: string;
}
export interface StandInCourse {
  id: string;
  name: string;
  section?: string;
  state?: 'ACTIVE' | 'ARCHIVED';
  students: StandInPerson[];
  teachers: StandInPerson[];
}

export async function startGoogleClassroomStandIn(options: {
  clientId: string;
  clientSecret: string;
  accountEmail: string;
  courses: StandInCourse[];
}) {
  const codes = new Map<string, { redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const log: Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    form?: Record<string, string>;
  }> = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, message: string, reason: string) =>
    json(res, status, { error: { code: status, message, status: reason } });

  function issueAccess() {
    const token = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.add(token);
    return token;
  }

  function token(res: ServerResponse, form: Record<string, string>, authHeader: string | undefined) {
    // Client authentication: in the body (client_secret_post) or HTTP Basic.
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    if (authHeader?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(authHeader.slice(6), 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
      return json(res, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    }
    if (form.grant_type === 'authorization_code') {
      const issued = form.code ? codes.get(form.code) : undefined;
      if (!issued)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      codes.delete(form.code!);
      if (issued.redirectUri !== form.redirect_uri) {
        return json(res, 400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
      }
      const refresh = `1//${randomBytes(24).toString('hex')}`;
      refreshTokens.add(refresh);
      return json(res, 200, {
        access_token: issueAccess(),
        expires_in: 3599,
        refresh_token: refresh,
        scope: 'https://www.googleapis.com/auth/classroom.courses.readonly',
        token_type: 'Bearer',
      });
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token || !refreshTokens.has(form.refresh_token)) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      return json(res, 200, { access_token: issueAccess(), expires_in: 3599, token_type: 'Bearer' });
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  function page<T>(items: T[], query: Record<string, string>) {
    const size = Math.min(Math.max(Number(query.pageSize) || 30, 1), 1000);
    // A deliberately small page so the client has to follow nextPageToken.
    const effective = Math.min(size, 2);
    const start = query.pageToken ? Number(Buffer.from(query.pageToken, 'base64url').toString()) : 0;
    const slice = items.slice(start, start + effective);
    const next =
      start + effective < items.length
        ? Buffer.from(String(start + effective)).toString('base64url')
        : undefined;
    return { slice, next };
  }

  const profile = (p: StandInPerson, i: number) => ({
    id: `1000${i}`,
    name: { fullName: p.name },
    ...(p.email ? { emailAddress: p.email } : {}),
  });

  function resource(req: IncomingMessage, res: ServerResponse, path: string, query: Record<string, string>) {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !accessTokens.has(bearer)) {
      return apiError(res, 401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
    }
    if (path === '/v1/userProfiles/me')
      return json(res, 200, { id: '42', emailAddress: options.accountEmail, name: { fullName: 'Teacher' } });
    if (path === '/v1/courses') {
      if (query.teacherId !== 'me')
        return apiError(res, 400, 'teacherId must be me here', 'INVALID_ARGUMENT');
      const active = options.courses.filter((c) => (c.state ?? 'ACTIVE') === 'ACTIVE');
      const { slice, next } = page(active, query);
      return json(res, 200, {
        courses: slice.map((c) => ({
          id: c.id,
          name: c.name,
          section: c.section,
          courseState: c.state ?? 'ACTIVE',
        })),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    const roster = /^\/v1\/courses\/([^/]+)\/(students|teachers)$/.exec(path);
    if (roster) {
      const course = options.courses.find((c) => c.id === decodeURIComponent(roster[1]!));
      if (!course) return apiError(res, 404, 'Requested entity was not found.', 'NOT_FOUND');
      const people = roster[2] === 'students' ? course.students : course.teachers;
      const { slice, next } = page(people.map(profile), query);
      const key = roster[2] === 'students' ? 'students' : 'teachers';
      return json(res, 200, {
        [key]: slice.map((p) => ({ courseId: course.id, userId: p.id, profile: p })),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    return apiError(res, 404, 'Not found', 'NOT_FOUND');
  }

  /** The consent screen, for browser tests: the user allows at once and goes back with a code. */
  function consent(res: ServerResponse, query: Record<string, string>) {
    if (query.client_id !== options.clientId || !query.redirect_uri || query.response_type !== 'code') {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('Error 400: invalid_request');
    }
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', approve(query.redirect_uri));
    if (query.state) back.searchParams.set('state', query.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function approve(redirectUri: string): string {
    const code = `4/${randomBytes(12).toString('hex')}`;
    codes.set(code, { redirectUri });
    return code;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = Object.fromEntries(new URLSearchParams(body));
        log.push({ method: 'POST', path: url.pathname, query, form });
        return token(res, form, req.headers.authorization);
      }
      log.push({ method: req.method ?? 'GET', path: url.pathname, query });
      if (req.method === 'GET' && url.pathname === '/auth') return consent(res, query);
      if (req.method === 'GET') return resource(req, res, url.pathname, query);
      return apiError(res, 405, 'Method not allowed', 'INVALID_ARGUMENT');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/`,
    log,
    /** What Google's consent screen does when the user allows: a one-time code for that redirect URI. */
    approve,
    /** The user removed the app's access in their Google account. */
    revokeAll() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
