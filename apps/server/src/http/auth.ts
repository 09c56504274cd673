import { ERRORS } from '@careerhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@careerhub/shared';
import { denyIdsOf, type AccessClaims, type AccessTokens } from '../modules/auth/tokens.js';
import type { TokenDenyList } from '../platform/denylist/index.js';
import type { UserRow, UsersRepository } from '../modules/auth/users.repository.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` (or `optionalAuth` when a valid token came). */
    user: UserRow | null;
  }
}

const invalid = () =>
  new AppError(
    401,
    AUTH_MESSAGES.tokenInvalid,
    { detail: AUTH_MESSAGES.tokenInvalid },
    { 'www-authenticate': 'Bearer' },
  );

type AuthDeps = { access: AccessTokens; users: UsersRepository; denyList: TokenDenyList };

/**
 * The user an access token belongs to and the token's claims, or null when the token fails
 * verification, it or its session was revoked (logout, password change: the deny-list), the user
 * is gone or disabled, or the token was issued before the user's last password change. Used by
 * the HTTP guards below and by the WebSocket gateway.
 */
export async function sessionFromAccessToken(
  deps: AuthDeps,
  token: string,
): Promise<{ user: UserRow; claims: AccessClaims } | null> {
  let claims;
  try {
    claims = await deps.access.verify(token);
  } catch {
    return null;
  }
  if (await deps.denyList.isDenied(denyIdsOf(claims))) return null;
  const user = await deps.users.findById(claims.userId);
  if (!user || !user.isActive) return null;
  if (user.passwordChangedAt && claims.issuedAt < Math.floor(user.passwordChangedAt.getTime() / 1000))
    return null;
  return { user, claims };
}

export async function userFromAccessToken(deps: AuthDeps, token: string): Promise<UserRow | null> {
  return (await sessionFromAccessToken(deps, token))?.user ?? null;
}

/** Bearer-token authentication (see userFromAccessToken for when a token is refused). */
export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('user', null);

  async function resolve(request: FastifyRequest): Promise<UserRow | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalid();
    const user = await userFromAccessToken(deps, token);
    if (!user) throw invalid();
    return user;
  }

  const guards = {
    /** preHandler: 401 unless a valid access token is presented. */
    async authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const user = await resolve(request);
      if (!user) throw new AppError(401, ERRORS.notAuthenticated, {}, { 'www-authenticate': 'Bearer' });
      request.user = user;
    },
    /** preHandler: sets request.user when a token is presented; anonymous otherwise. */
    async optionalAuth(request: FastifyRequest, _reply: FastifyReply) {
      request.user = await resolve(request);
    },
  };
  // Routes name a guard as their preHandler; it runs first, in onRequest, so that an anonymous
  // caller gets 401 before the body is parsed or validated (never a 400 about their input).
  const isGuard = (h: unknown) => h === guards.authenticate || h === guards.optionalAuth;
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const handlers = Array.isArray(pre) ? pre : pre ? [pre] : [];
    const found = handlers.filter(isGuard);
    if (found.length === 0) return;
    const rest = handlers.filter((h) => !isGuard(h));
    route.preHandler = rest.length ? rest : undefined;
    const on = route.onRequest;
    route.onRequest = [...found, ...(Array.isArray(on) ? on : on ? [on] : [])] as typeof route.onRequest;
  });
  return guards;
}
export type AuthGuards = ReturnType<typeof registerAuth>;
