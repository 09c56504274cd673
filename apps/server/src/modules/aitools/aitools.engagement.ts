import type { Engagement } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import { engagementFor } from '../engagement/engagement.fields.js';

/** Votes and bookmarks of AI tools for the viewer (the engagement module's lookup, content type ai_tool). */
export async function withEngagement<T extends { id: number }>(
  db: Db,
  items: T[],
  userId: number | null,
): Promise<Array<T & Engagement>> {
  const fields = await engagementFor(
    db,
    userId,
    'ai_tool',
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    ...item,
    ...(fields.get(item.id) ?? { vote_score: 0, user_vote_type: null, is_bookmarked: false }),
  }));
}
