import type { Comment, CommentReply, EngagementFields } from '@careerhub/shared';
import type { UserRow } from '../auth/users.repository.js';
import type { Viewer } from '../groups/groups.policy.js';
import { commentsPolicy } from './comments.policy.js';
import type { CommentWithAuthor } from './comments.repository.js';

export interface PresentContext {
  user: UserRow | null;
  groupViewer: Viewer | null;
  publicUrl: (key: string) => string;
  /** Scores and the reader's votes by comment id (engagement module). */
  engagement?: Map<number, EngagementFields> | undefined;
}

/** A comment as the API shows it: a deleted one keeps its place but not its text or author. */
export function presentReply(row: CommentWithAuthor, ctx: PresentContext): CommentReply {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    content_id: row.contentId,
    parent_id: row.parentId,
    body: deleted ? '' : row.body,
    author: deleted
      ? null
      : {
          id: row.authorId,
          name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
          name_slug: row.authorSlug ?? '',
          image: row.authorPictureKey ? ctx.publicUrl(row.authorPictureKey) : null,
        },
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    is_deleted: deleted,
    is_removed: deleted && row.removedBy !== null,
    can_edit: commentsPolicy.canEdit(row, ctx.user),
    can_delete: commentsPolicy.canDelete(row, ctx.user),
    can_remove: commentsPolicy.canRemove(row, ctx.groupViewer, ctx.user) && row.authorId !== ctx.user?.id,
    vote_score: ctx.engagement?.get(row.id)?.vote_score ?? 0,
    user_vote_type: ctx.engagement?.get(row.id)?.user_vote_type ?? null,
  };
}

export function presentComment(
  row: CommentWithAuthor,
  replies: CommentWithAuthor[],
  ctx: PresentContext,
): Comment {
  return { ...presentReply(row, ctx), replies: replies.map((reply) => presentReply(reply, ctx)) };
}
