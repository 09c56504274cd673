import { and, eq, isNull, sql } from 'drizzle-orm';
import { contentComments } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { dateOf, intArray, rowsOf } from '../jobs/sql.js';

export type CommentRow = typeof contentComments.$inferSelect;

/** A comment with what its card shows of the author. */
export interface CommentWithAuthor extends CommentRow {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorSlug: string | null;
  authorPictureKey: string | null;
}

interface RawComment {
  id: number;
  content_id: number;
  parent_id: number | null;
  author_id: number;
  body: string;
  created_at: unknown;
  edited_at: unknown;
  deleted_at: unknown;
  removed_by: number | null;
  first_name: string | null;
  last_name: string | null;
  name_slug: string | null;
  picture_key: string | null;
}

const SELECT = sql`
  SELECT c.id, c.content_id, c.parent_id, c.author_id, c.body, c.created_at, c.edited_at, c.deleted_at,
         c.removed_by, u.first_name, u.last_name, u.name_slug, f.storage_key AS picture_key
  FROM content_comments c
  JOIN users u ON u.id = c.author_id
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN uploaded_files f ON f.id = p.picture_file_id`;

const nullableDate = (v: unknown) => (v === null || v === undefined ? null : dateOf(v));
const toRow = (r: RawComment): CommentWithAuthor => ({
  id: r.id,
  contentId: r.content_id,
  parentId: r.parent_id,
  authorId: r.author_id,
  body: r.body,
  createdAt: dateOf(r.created_at),
  editedAt: nullableDate(r.edited_at),
  deletedAt: nullableDate(r.deleted_at),
  removedBy: r.removed_by,
  authorFirstName: r.first_name,
  authorLastName: r.last_name,
  authorSlug: r.name_slug,
  authorPictureKey: r.picture_key,
});

/** All SQL of comments (table content_comments, migration 0013). */
export function createCommentsRepository(db: Db) {
  return {
    async find(id: number): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(contentComments).where(eq(contentComments.id, id));
      return row;
    },

    async insert(values: { contentId: number; parentId: number | null; authorId: number; body: string }) {
      const [row] = await db.insert(contentComments).values(values).returning();
      return row!;
    },

    async updateBody(id: number, body: string, at: Date) {
      const [row] = await db
        .update(contentComments)
        .set({ body, editedAt: at })
        .where(and(eq(contentComments.id, id), isNull(contentComments.deletedAt)))
        .returning();
      return row;
    },

    /** Deletes softly: the body is emptied, the row stays so replies keep their thread. */
    async markDeleted(id: number, at: Date, removedBy: number | null) {
      const [row] = await db
        .update(contentComments)
        .set({ body: '', deletedAt: at, removedBy })
        .where(and(eq(contentComments.id, id), isNull(contentComments.deletedAt)))
        .returning();
      return row;
    },

    /**
     * A page of an item's top-level comments, newest first. Deleted ones without a living reply
     * are left out (nothing to show); a deleted one with replies stays as a placeholder.
     */
    async topLevelPage(contentId: number, limit: number, offset: number) {
      const visible = sql`c.content_id = ${contentId} AND c.parent_id IS NULL AND (c.deleted_at IS NULL OR EXISTS (
        SELECT 1 FROM content_comments r WHERE r.parent_id = c.id AND r.deleted_at IS NULL))`;
      const [rows, counted] = await Promise.all([
        db.execute(sql`${SELECT} WHERE ${visible} ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`),
        db.execute(sql`SELECT count(*)::int AS n FROM content_comments c WHERE ${visible}`),
      ]);
      return {
        rows: rowsOf<RawComment>(rows).map(toRow),
        count: rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
      };
    },

    /** The living replies of these top-level comments, oldest first. */
    async repliesOf(parentIds: number[]): Promise<CommentWithAuthor[]> {
      if (parentIds.length === 0) return [];
      const rows = await db.execute(
        sql`${SELECT} WHERE c.parent_id = ANY(${intArray(parentIds)}) AND c.deleted_at IS NULL ORDER BY c.id`,
      );
      return rowsOf<RawComment>(rows).map(toRow);
    },

    async withAuthor(id: number): Promise<CommentWithAuthor | undefined> {
      return rowsOf<RawComment>(await db.execute(sql`${SELECT} WHERE c.id = ${id}`)).map(toRow)[0];
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
