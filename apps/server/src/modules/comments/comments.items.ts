import type { UserRow } from '../auth/users.repository.js';
import type { ContentsModule } from '../contents/contents.module.js';
import type { Viewer } from '../groups/groups.policy.js';
import { AppError } from '../../http/errors.js';

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

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

/**
 * Reading an item is the contents module's rule (contents.policy canSee, through its service):
 * comments are readable and writable exactly where the item is. Career tips have their own call.
 */
export function createCommentedItems(deps: {
  contents: Pick<ContentsModule, 'get' | 'getCareerTip'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
}): CommentedItems {
  async function presented(user: UserRow | null, id: number) {
    try {
      return (await deps.contents.get(user, id)).data;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    try {
      return (await deps.contents.getCareerTip(user, id)).data;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  return {
    async readable(user, contentId) {
      const data = await presented(user, contentId);
      if (!data) return undefined;
      return {
        item: {
          id: data.id,
          type: data.type,
          title: data.title,
          slug: data.slug,
          groupId: data.group,
          createdBy: data.created_by?.id ?? null,
        },
        groupViewer: data.group ? await deps.viewerOf(user, data.group) : null,
      };
    },
  };
}
