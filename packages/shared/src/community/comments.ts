import { z } from 'zod';
import { engagementFieldsSchema } from '../engagement/responses.js';
import { LIMITS } from '../constants.js';
import { dbId, safeText } from '../input.js';
import { VALIDATION } from '../messages.js';

/**
 * Comments on posts, resources and career tips (issue 18, item 5): plain text, one level of
 * replies. A reply to a reply is attached to the top-level comment it belongs to, so a thread is
 * never deeper than one level. Top-level comments come newest first, 10 a page, each with all its
 * replies oldest first.
 */
export const COMMENT_MAX_CHARS = LIMITS.textField; // 4000
export const COMMENTS_PAGE_SIZE = 10;

export const COMMENT_TEXT = {
  heading: 'Comments',
  placeholder: 'Write a comment…',
  replyPlaceholder: 'Write a reply…',
  submit: 'Comment',
  reply: 'Reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  remove: 'Remove',
  edited: 'edited',
  empty: 'No comments yet. Start the conversation.',
  signIn: 'Sign in to join the conversation',
  loadError: 'Could not load comments',
  retry: 'Try again',
  more: 'Show more comments',
  required: 'Write something first.',
  tooLong: VALIDATION.maxChars(LIMITS.textField),
  deletedBody: 'This comment was deleted.',
  removedBody: 'This comment was removed by a moderator.',
  confirmDeleteTitle: 'Delete this comment?',
  confirmDeleteBody: 'Your comment will be deleted. Replies to it stay.',
  confirmRemoveTitle: 'Remove this comment?',
  confirmRemoveBody: 'The comment will be removed for everyone. Its author is not notified.',
  created: 'Comment posted',
  updated: 'Comment updated',
  deleted: 'Comment deleted',
  removed: 'Comment removed',
  couldNotPost: 'Could not post your comment',
  couldNotUpdate: 'Could not update your comment',
  couldNotDelete: 'Could not delete at this moment.',
  parentMissing: 'The comment you are replying to no longer exists.',
  notEditable: 'A deleted comment cannot be edited.',
  notificationComment: (name: string, title: string) => `${name} commented on “${title}”`,
  notificationReply: (name: string) => `${name} replied to your comment`,
} as const;

/**
 * The text of a comment as stored: line breaks normalised, control characters (other than new
 * lines and tabs) dropped, at most two blank lines in a row, trimmed. It is never HTML: every
 * client shows it as text.
 */
export function cleanCommentBody(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const body = safeText()
  .transform(cleanCommentBody)
  .pipe(
    z
      .string()
      .min(1, { error: COMMENT_TEXT.required })
      .max(COMMENT_MAX_CHARS, { error: COMMENT_TEXT.tooLong }),
  );

export const commentCreateSchema = z.strictObject({
  body,
  /** The comment answered; a reply to a reply is attached to its top-level comment. */
  parent_id: dbId().nullable().optional(),
});
export type CommentCreate = z.input<typeof commentCreateSchema>;

export const commentUpdateSchema = z.strictObject({ body });
export type CommentUpdate = z.input<typeof commentUpdateSchema>;

export const commentAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
});

const commentBase = z.object({
  id: z.number(),
  content_id: z.number(),
  parent_id: z.number().nullable(),
  /** Empty when the comment was deleted or removed (then is_deleted is true). */
  body: z.string(),
  /** null once the comment is deleted or removed. */
  author: commentAuthorSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  is_deleted: z.boolean(),
  /** Deleted by a group admin or staff rather than by its author. */
  is_removed: z.boolean(),
  /** The viewer wrote it and it is not deleted. */
  can_edit: z.boolean(),
  /** The viewer may delete it (the author) or remove it (group admins of the item's group, staff). */
  can_delete: z.boolean(),
  can_remove: z.boolean(),
  /** The comment's score and the reader's vote (engagement module; anonymous: null vote). */
  vote_score: engagementFieldsSchema.shape.vote_score,
  user_vote_type: engagementFieldsSchema.shape.user_vote_type,
});

export const commentSchema = commentBase.extend({
  /** Replies, oldest first (empty for a reply). */
  replies: z.array(commentBase),
});
export type Comment = z.infer<typeof commentSchema>;
export type CommentReply = z.infer<typeof commentBase>;

export const commentWrittenSchema = z.object({ message: z.string(), data: commentSchema });
export const commentMessageSchema = z.object({ message: z.string() });

/** GET /contents/{id}/comments/: a page of top-level comments and whether the viewer may comment. */
export const commentPageSchema = z.object({
  data: z.array(commentSchema),
  pagination: z.object({ count: z.number().int(), next: z.number().int().nullable() }),
  /** Signed in, not a trial account, and able to read the item. */
  can_comment: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;
