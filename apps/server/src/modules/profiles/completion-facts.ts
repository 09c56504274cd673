import type { ProfileCompletionInput } from '@careerhub/shared';
import { TtlCache } from '../../platform/ttl-cache.js';

/** What the profile-completion level is computed from, for one user (the brand's flag aside). */
export type CompletionFacts = Omit<ProfileCompletionInput, 'institutional'>;

/**
 * The completion facts are read on every GET /identity/, so they are cached per user. Every write
 * to the profile tables made in this process forgets the user's entry at once (profiles and
 * uploads repositories call `forget`); the time limit bounds staleness after a write made by
 * another instance, as for the cached users. `onForget` passes the news on to other caches that
 * show people (the groups module's member pages).
 */
export function createCompletionFacts(ttlMs: number, onForget: (userId: number) => void = () => undefined) {
  const cache = new TtlCache<number, CompletionFacts>(ttlMs);
  return {
    get: (userId: number, load: () => Promise<CompletionFacts>) => cache.getOrLoad(userId, load),
    forget: (userId: number) => {
      cache.delete(userId);
      onForget(userId);
    },
  };
}
export type CompletionFactsCache = ReturnType<typeof createCompletionFacts>;
