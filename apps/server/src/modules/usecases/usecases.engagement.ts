import type { Engagement } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { engagementFor } from '../engagement/engagement.fields.js';

/** Votes and bookmarks of use cases for the viewer (the engagement module's lookup, content type use_case). */
export async function withEngagement<T extends { id: number }>(
  db: Db,
  items: T[],
  userId: number | null,
): Promise<Array<T & Engagement>> {
  const fields = await engagementFor(
    db,
    userId,
    'use_case',
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    ...item,
    ...(fields.get(item.id) ?? { vote_score: 0, user_vote_type: null, is_bookmarked: false }),
  }));
}
