import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { CommentRow } from './comments.repository.js';

/**
 * Who may do what with comments, in one place. Reading comments follows reading the item (the
 * contents rules); writing needs a registered account (not a trial); editing and deleting are the
 * author's; removing is for admins of the item's group, and staff.
 */
export const commentsPolicy = {
  canComment: (user: UserRow | null): user is UserRow => groupsPolicy.isRegistered(user),
  canEdit: (comment: CommentRow, user: UserRow | null) =>
    Boolean(user) && comment.authorId === user!.id && comment.deletedAt === null,
  canDelete: (comment: CommentRow, user: UserRow | null) =>
    Boolean(user) && comment.authorId === user!.id && comment.deletedAt === null,
  /** Group admins of the item's group (items outside a group: staff only). */
  canRemove: (comment: CommentRow, groupViewer: Viewer | null, user: UserRow | null) =>
    comment.deletedAt === null &&
    (Boolean(user?.isStaff) || (groupViewer !== null && groupsPolicy.isAdmin(groupViewer))),
};
