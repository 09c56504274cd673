import type { IdentityCareerEntry, ProfileCompletionInput } from '@careerhub/shared';
import { TtlCache } from '../../platform/ttl-cache.js';

/** What the profile-completion level is computed from, for one user (the brand's flag aside). */
export type CompletionFacts = Omit<ProfileCompletionInput, 'institutional'>;

/** The identity's career part: what the user follows and their career entries. */
export interface IdentityCareer {
  followed: number;
  work_experiences: IdentityCareerEntry[];
  education_background: IdentityCareerEntry[];
}

/** One cached read per user: the completion facts and the identity's career part. */
export interface IdentityFacts {
  completion: CompletionFacts;
  career: IdentityCareer;
}

/**
 * The completion facts (and the identity's career part) are read on every GET /identity/, so they
 * are cached per user. Follows made in this process forget the follower's entry too. Every write
 * to the profile tables made in this process forgets the user's entry at once (profiles and
 * uploads repositories call `forget`); the time limit bounds staleness after a write made by
 * another instance, as for the cached users. `onForget` passes the news on to other caches that
 * show people (the groups module's member pages).
 */
export function createCompletionFacts(ttlMs: number, onForget: (userId: number) => void = () => undefined) {
  const cache = new TtlCache<number, IdentityFacts>(ttlMs);
  return {
    get: (userId: number, load: () => Promise<IdentityFacts>) => cache.getOrLoad(userId, load),
    forget: (userId: number) => {
      cache.delete(userId);
      onForget(userId);
    },
  };
}
export type CompletionFactsCache = ReturnType<typeof createCompletionFacts>;
