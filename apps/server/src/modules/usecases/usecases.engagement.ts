import type { Engagement, EngagementFields } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { engagementFor } from '../engagement/engagement.fields.js';

const NEUTRAL: EngagementFields = { vote_score: 0, user_vote_type: null, is_bookmarked: false };

/** Votes and bookmarks of use cases for the viewer (the engagement module's lookup, content type use_case). */
export const useCaseEngagement = (db: Db, ids: number[], userId: number | null) =>
  engagementFor(db, userId, 'use_case', ids);

/** The items with their engagement fields (neutral where the map has none). */
export function withEngagementFields<T extends { id: number }>(
  items: T[],
  fields: Map<number, EngagementFields>,
): Array<T & Engagement> {
  return items.map((item) => ({ ...item, ...(fields.get(item.id) ?? NEUTRAL) }));
}
