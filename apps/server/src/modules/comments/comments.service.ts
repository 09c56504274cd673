import {
  COMMENT_TEXT,
  NOTIFICATION_EVENTS,
  type Comment,
  type CommentPage,
  type EngagementFields,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { itemPath, type CommentedItems, type ReadableItem } from './comments.items.js';
import { commentsPolicy } from './comments.policy.js';
import { presentComment } from './comments.presenter.js';
import type { CommentsRepository, CommentRow } from './comments.repository.js';

export interface CommentsDeps {
  repo: CommentsRepository;
  items: CommentedItems;
  notifications: Pick<NotificationsService, 'notify'>;
  publicUrl: (key: string) => string;
  logger: Logger;
  /** Scores and the reader's votes on comments (engagement module's engagementFor). */
  engagementOf?: (userId: number | null, ids: number[]) => Promise<Map<number, EngagementFields>>;
  now?: () => Date;
}

const displayName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || 'Someone';
const shortTitle = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title);

/**
 * Comments on posts, resources and career tips: one level of replies, edit and delete by the
 * author, removal by admins of the item's group and staff, a notification to the item's author
 * and to the author of the comment answered.
 */
export function createCommentsService(deps: CommentsDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function readable(user: UserRow | null, contentId: number): Promise<ReadableItem> {
    const found = await deps.items.readable(user, contentId);
    if (!found) throw notFound();
    return found;
  }

  /** The comment with its item, when the user may still read the item (else 404 for both). */
  async function loadComment(user: UserRow, id: number) {
    const comment = await repo.find(id);
    if (!comment) throw notFound();
    const access = await readable(user, comment.contentId);
    return { comment, ...access };
  }

  const presentOne = async (id: number, user: UserRow, access: ReadableItem): Promise<Comment> => {
    const row = await repo.withAuthor(id);
    if (!row) throw notFound();
    const replies = row.parentId === null ? await repo.repliesOf([row.id]) : [];
    const engagement = await deps.engagementOf?.(user.id, [row.id, ...replies.map((r) => r.id)]);
    return presentComment(row, replies, {
      user,
      groupViewer: access.groupViewer,
      publicUrl: deps.publicUrl,
      engagement,
    });
  };

  async function notifyAbout(
    author: UserRow,
    access: ReadableItem,
    comment: CommentRow,
    parent: CommentRow | null,
  ) {
    const { item } = access;
    const link = `${itemPath(item)}#comment-${comment.id}`;
    const sends: Array<Promise<unknown>> = [];
    const data = { name: displayName(author), name_slug: author.nameSlug };
    const replyTo =
      parent && parent.authorId !== author.id && parent.deletedAt === null ? parent.authorId : null;
    if (replyTo !== null) {
      sends.push(
        deps.notifications.notify({
          userId: replyTo,
          type: item.type,
          notificationType: NOTIFICATION_EVENTS.commentReply,
          message: COMMENT_TEXT.notificationReply(displayName(author)),
          data,
          link,
        }),
      );
    }
    // The item's author hears of every comment but their own (once, when the reply was to them).
    if (item.createdBy !== null && item.createdBy !== author.id && item.createdBy !== replyTo) {
      sends.push(
        deps.notifications.notify({
          userId: item.createdBy,
          type: item.type,
          notificationType: NOTIFICATION_EVENTS.comment,
          message: COMMENT_TEXT.notificationComment(displayName(author), shortTitle(item.title)),
          data,
          link,
        }),
      );
    }
    const results = await Promise.allSettled(sends);
    for (const result of results) {
      // The comment is stored; a failed notification must not fail the request.
      if (result.status === 'rejected')
        deps.logger.error({ err: result.reason }, 'could not notify about a comment');
    }
  }

  return {
    async list(
      user: UserRow | null,
      contentId: number,
      page: number,
      pageSize: number,
    ): Promise<CommentPage> {
      const access = await readable(user, contentId);
      const { rows, count } = await repo.topLevelPage(contentId, pageSize, (page - 1) * pageSize);
      const replies = await repo.repliesOf(rows.map((row) => row.id));
      const byParent = new Map<number, typeof replies>();
      for (const reply of replies)
        byParent.set(reply.parentId!, [...(byParent.get(reply.parentId!) ?? []), reply]);
      const engagement = await deps.engagementOf?.(user?.id ?? null, [
        ...rows.map((row) => row.id),
        ...replies.map((reply) => reply.id),
      ]);
      const ctx = { user, groupViewer: access.groupViewer, publicUrl: deps.publicUrl, engagement };
      return {
        data: rows.map((row) => presentComment(row, byParent.get(row.id) ?? [], ctx)),
        pagination: { count, next: page * pageSize < count ? page + 1 : null },
        can_comment: commentsPolicy.canComment(user),
      };
    },

    async create(
      user: UserRow,
      contentId: number,
      input: { body: string; parent_id?: number | null | undefined },
    ) {
      const access = await readable(user, contentId);
      if (!commentsPolicy.canComment(user)) throw forbidden();
      let parent: CommentRow | null = null;
      if (input.parent_id) {
        const answered = await repo.find(input.parent_id);
        if (!answered || answered.contentId !== contentId || answered.deletedAt !== null) {
          throw badRequest(COMMENT_TEXT.parentMissing, { parent_id: [COMMENT_TEXT.parentMissing] });
        }
        parent = answered;
      }
      const comment = await repo.insert({
        contentId,
        // One level: a reply to a reply joins the thread of its top-level comment (the foreign
        // key cascades, so a reply's parent_id always names an existing top-level comment).
        parentId: parent ? (parent.parentId ?? parent.id) : null,
        authorId: user.id,
        body: input.body,
      });
      await notifyAbout(user, access, comment, parent);
      return { message: COMMENT_TEXT.created, data: await presentOne(comment.id, user, access) };
    },

    async update(user: UserRow, id: number, body: string) {
      const { comment, ...access } = await loadComment(user, id);
      if (comment.authorId !== user.id) throw forbidden();
      if (!commentsPolicy.canEdit(comment, user)) throw new AppError(409, COMMENT_TEXT.notEditable);
      const updated = await repo.updateBody(id, body, now());
      if (!updated) throw new AppError(409, COMMENT_TEXT.notEditable);
      return { message: COMMENT_TEXT.updated, data: await presentOne(id, user, access) };
    },

    /** The author deletes their comment; a group admin of the item's group or staff removes anyone's. */
    async remove(user: UserRow, id: number) {
      const { comment, groupViewer } = await loadComment(user, id);
      if (comment.deletedAt !== null) throw notFound();
      const isAuthor = commentsPolicy.canDelete(comment, user);
      if (!isAuthor && !commentsPolicy.canRemove(comment, groupViewer, user)) throw forbidden();
      await repo.markDeleted(id, now(), isAuthor ? null : user.id);
      return { message: isAuthor ? COMMENT_TEXT.deleted : COMMENT_TEXT.removed };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
