import type { FastifyInstance } from 'fastify';

/**
 * The emailed unsubscribe links (notifications, newsletters) and RFC 8058's one-click target:
 * mail clients send the one-click unsubscribe as an application/x-www-form-urlencoded post, so
 * the plugin that holds those routes (and only it) reads that body as a flat object.
 */
export function acceptOneClickForm(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * The link's token: from the query (one-click posts keep it in the link's URL) or the body (the
 * web page posts JSON). Missing or longer than any token we mint: `invalid()` is thrown.
 */
export function linkToken(
  query: { token?: string | undefined },
  body: unknown,
  invalid: () => Error,
): string {
  const fromBody = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  const token = query.token ?? (typeof fromBody === 'string' ? fromBody : undefined);
  if (!token || token.length > 300) throw invalid();
  return token;
}
