import type { Logger } from 'pino';
import type { TokenDenyList } from '../../platform/denylist/index.js';
import {
  SESSION_REVOKED,
  publishToUser,
  type PubSub,
  type SessionRevokedEvent,
} from '../../platform/pubsub/index.js';

/** Seconds a denial outlives the longest access token: the verification cache, clock steps. */
const DENY_SLACK_SECONDS = 60;

/**
 * Ends sessions now rather than when their access tokens expire: their ids go on the deny-list
 * for as long as those tokens could live, and their open WebSockets, on any instance, close.
 * Refresh tokens are revoked by the caller (the auth repository).
 */
export function createSessionRevoker(deps: {
  denyList: TokenDenyList;
  pubsub: PubSub;
  accessTtlSeconds: number;
  logger: Logger;
}) {
  return {
    async revoke(userId: number, target: { sessionIds?: string[]; tokenIds?: string[]; all?: boolean }) {
      const sessionIds = [...new Set(target.sessionIds ?? [])];
      const tokenIds = [...new Set(target.tokenIds ?? [])];
      const ids = [...sessionIds.map((id) => `sid:${id}`), ...tokenIds.map((id) => `jti:${id}`)];
      if (ids.length) await deps.denyList.deny(ids, deps.accessTtlSeconds + DENY_SLACK_SECONDS);
      const event: SessionRevokedEvent = {
        type: SESSION_REVOKED,
        all: Boolean(target.all),
        session_ids: sessionIds,
        token_ids: tokenIds,
      };
      // Sockets also re-check the deny-list on every frame: a lost event only delays the close.
      await publishToUser(deps.pubsub, userId, event).catch((err: unknown) =>
        deps.logger.warn({ err, userId }, 'could not publish the end of a session to live connections'),
      );
    },
  };
}
export type SessionRevoker = ReturnType<typeof createSessionRevoker>;
