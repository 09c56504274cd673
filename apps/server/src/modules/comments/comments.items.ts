import { SECURITY_LEVELS } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import { rowsOf } from '../jobs/sql.js';

/** What comments need to know of the item they are on. */
export interface CommentedItem {
  id: number;
  type: string;
  title: string;
  slug: string;
  groupId: number | null;
  createdBy: number | null;
}

/** The item, when the user may read it, with the user's standing in its group. */
export interface ReadableItem {
  item: CommentedItem;
  /** The reader's membership of the item's group (null for items outside a group). */
  groupViewer: Viewer | null;
}

export interface CommentedItems {
  /** undefined when the item does not exist or the user may not read it (both answer 404). */
  readable(user: UserRow | null, contentId: number): Promise<ReadableItem | undefined>;
}

/** The app page of an item, where its comments are. */
export function itemPath(item: Pick<CommentedItem, 'type' | 'slug'>): string {
  const slug = encodeURIComponent(item.slug);
  if (item.type === 'resource' || item.type === 'prompt') return `/resource/${slug}`;
  if (item.type === 'career_tip') return `/career-tips/${slug}`;
  return `/post/${slug}`;
}

/**
 * Reading rules of the contents module (contents.policy canSee), applied to the one row comments
 * need: approved items for everyone who may see their group, private items (security level 20)
 * for the group's accepted members, pending or rejected ones for their author, the group's admins
 * and staff. Kept to this one query so the comments list costs one lookup of the item.
 */
export function createCommentedItems(deps: {
  db: Db;
  groups: GroupsRepository;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
}): CommentedItems {
  return {
    async readable(user, contentId) {
      const [row] = rowsOf<{
        id: number;
        type: string;
        title: string;
        slug: string;
        status: string;
        security_level: number;
        group_id: number | null;
        created_by: number | null;
      }>(
        await deps.db.execute(sql`
          SELECT id, type, title, slug, status, security_level, group_id, created_by
          FROM contents WHERE id = ${contentId}`),
      );
      if (!row) return undefined;
      const item: CommentedItem = {
        id: row.id,
        type: row.type,
        title: row.title,
        slug: row.slug,
        groupId: row.group_id,
        createdBy: row.created_by,
      };
      const group = row.group_id === null ? undefined : await deps.groups.findById(row.group_id);
      const groupViewer = group ? await deps.viewerOf(user, group.id) : null;
      const isAuthor = Boolean(user && row.created_by === user.id);
      if (user?.isStaff || isAuthor) return { item, groupViewer };
      const isGroupAdmin = groupViewer !== null && groupsPolicy.isAdmin(groupViewer);
      if (row.status !== 'approved' && !isGroupAdmin) return undefined;
      const accepted =
        groupViewer?.membership?.membershipType === 'member' && groupViewer.membership.status === 'accepted';
      if (row.security_level >= SECURITY_LEVELS.private && !accepted) return undefined;
      if (group && groupViewer && !groupsPolicy.canView(group, groupViewer)) return undefined;
      return { item, groupViewer };
    },
  };
}
