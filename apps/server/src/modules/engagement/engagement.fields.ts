import type { EngageableType, EngagementFields } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { createEngagementRepository } from './engagement.repository.js';

const NEUTRAL: EngagementFields = { vote_score: 0, user_vote_type: null, is_bookmarked: false };

/**
 * The reader's standing on items of one kind, for other modules to decorate what they present:
 * per id { vote_score, user_vote_type, is_bookmarked }. Anonymous readers (userId null) get the
 * scores only. Three indexed reads whatever the number of ids.
 */
export async function engagementFor(
  db: Db,
  userId: number | null,
  type: EngageableType,
  ids: number[],
): Promise<Map<number, EngagementFields>> {
  const repo = createEngagementRepository(db);
  const unique = [...new Set(ids)];
  const [scores, mine, saved] = await Promise.all([
    repo.scores(type, unique),
    userId ? repo.votesOf(userId, type, unique) : Promise.resolve(new Map<number, 1 | -1>()),
    userId ? repo.bookmarkedOf(userId, type, unique) : Promise.resolve(new Set<number>()),
  ]);
  return new Map(
    unique.map((id) => {
      const vote = mine.get(id);
      return [
        id,
        {
          vote_score: scores.get(id) ?? 0,
          user_vote_type: vote === 1 ? 'upvote' : vote === -1 ? 'downvote' : null,
          is_bookmarked: saved.has(id),
        },
      ];
    }),
  );
}

/** The fields of one id (neutral when the map has none). */
export const fieldsOf = (map: Map<number, EngagementFields>, id: number): EngagementFields =>
  map.get(id) ?? NEUTRAL;
