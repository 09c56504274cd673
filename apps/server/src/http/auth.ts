import { ERRORS } from '@careerhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@careerhub/shared';
import type { AccessTokens } from '../modules/auth/tokens.js';
import type { UserRow, UsersRepository } from '../modules/auth/users.repository.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` (or `optionalAuth` when a valid token came). */
    user: UserRow | null;
  }
}

const invalid = () =>
  new AppError(401, AUTH_MESSAGES.tokenInvalid, { detail: AUTH_MESSAGES.tokenInvalid }, { 'www-authenticate': 'Bearer' });

/**
 * Bearer-token authentication. Tokens are refused when they fail verification, when the user is
 * gone or disabled, or when they were issued before the user's last password change.
 */
export function registerAuth(app: FastifyInstance, deps: { access: AccessTokens; users: UsersRepository }) {
  app.decorateRequest('user', null);

  async function resolve(request: FastifyRequest): Promise<UserRow | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalid();
    let claims;
    try {
      claims = await deps.access.verify(token);
    } catch {
      throw invalid();
    }
    const user = await deps.users.findById(claims.userId);
    if (!user || !user.isActive) throw invalid();
    if (user.passwordChangedAt && claims.issuedAt < Math.floor(user.passwordChangedAt.getTime() / 1000)) throw invalid();
    return user;
  }

  return {
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
}
export type AuthGuards = ReturnType<typeof registerAuth>;
