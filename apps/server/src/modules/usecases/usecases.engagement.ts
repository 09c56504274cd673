import type { Engagement } from '@careerhub/shared';

/**
 * Votes and bookmarks of use cases, for the viewer. THE ONE PLACE the engage module (votes,
 * bookmarks) plugs in: at merge, replace this body with its lookup of vote_score, user_vote_type
 * and is_bookmarked for `items` (content type use_case) and `userId`. Until then: 0, null, false.
 */
export async function withEngagement<T extends { id: number }>(
  items: T[],
  userId: number | null,
): Promise<Array<T & Engagement>> {
  void userId;
  return items.map((item) => ({ ...item, vote_score: 0, user_vote_type: null, is_bookmarked: false }));
}
