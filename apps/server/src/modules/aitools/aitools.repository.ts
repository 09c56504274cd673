import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { aiTools, uploadedFiles } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { tsQueryOf } from '../contents/contents.repository.js';
import { intArray, rowsOf } from '../jobs/sql.js';

export type AiToolRow = typeof aiTools.$inferSelect;
export type NewAiTool = typeof aiTools.$inferInsert;

export interface AiToolFilters {
  visible: SQL;
  status?: string | undefined;
  search?: string | undefined;
  categories?: number[] | undefined;
  groupId?: number | undefined;
  createdBy?: number | undefined;
}

const COUNT_CAP = 1000;

function whereOf(f: AiToolFilters): SQL {
  const parts: SQL[] = [f.visible];
  if (f.status) parts.push(sql`ai_tools.status = ${f.status}`);
  if (f.categories?.length) parts.push(sql`ai_tools.categories && ${intArray(f.categories)}`);
  if (f.groupId) parts.push(sql`ai_tools.group_id = ${f.groupId}`);
  if (f.createdBy) parts.push(sql`ai_tools.created_by = ${f.createdBy}`);
  if (f.search) {
    const query = tsQueryOf(f.search);
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      query
        ? sql`(ai_tools.search_vector @@ to_tsquery('simple', ${query}) OR ai_tools.name ILIKE ${like})`
        : sql`ai_tools.name ILIKE ${like}`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** All SQL of AI tools. */
export function createAiToolsRepository(db: Db) {
  return {
    async list(f: AiToolFilters, limit: number, offset: number) {
      const where = whereOf(f);
      const rows = await db
        .select()
        .from(aiTools)
        .where(where)
        .orderBy(desc(aiTools.id))
        .limit(limit)
        .offset(offset);
      const [n] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ai_tools WHERE ${where} LIMIT ${COUNT_CAP}) x`,
        ),
      );
      return { rows, count: n?.n ?? 0 };
    },
    async findById(id: number) {
      const [row] = await db.select().from(aiTools).where(eq(aiTools.id, id)).limit(1);
      return row;
    },
    async findBySlug(slug: string) {
      const [row] = await db.select().from(aiTools).where(eq(aiTools.slug, slug)).limit(1);
      return row;
    },
    async isSlugTaken(slug: string) {
      const [row] = await db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, slug)).limit(1);
      return Boolean(row);
    },
    async insert(values: NewAiTool) {
      const [row] = await db.insert(aiTools).values(values).returning();
      return row!;
    },
    async update(id: number, changes: Partial<NewAiTool>) {
      await db.update(aiTools).set(changes).where(eq(aiTools.id, id));
    },
    /** Cards (id, slug, name, logo, categories) of tools, for a use case's grid. */
    async cards(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: aiTools.id,
          slug: aiTools.slug,
          name: aiTools.name,
          logoFileId: aiTools.logoFileId,
          logoKey: uploadedFiles.storageKey,
          categories: aiTools.categories,
          status: aiTools.status,
        })
        .from(aiTools)
        .leftJoin(uploadedFiles, eq(uploadedFiles.id, aiTools.logoFileId))
        .where(inArray(aiTools.id, [...new Set(ids)]));
    },
    /** Ids among `ids` that name AI tools a user may pick (approved, or their own; staff: any). */
    async usableIds(ids: number[], userId: number, isStaff: boolean) {
      if (!ids.length) return new Set<number>();
      const rows = await db
        .select({ id: aiTools.id })
        .from(aiTools)
        .where(
          and(
            inArray(aiTools.id, ids),
            isStaff ? sql`true` : sql`(${aiTools.status} = 'approved' OR ${aiTools.createdBy} = ${userId})`,
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type AiToolsRepository = ReturnType<typeof createAiToolsRepository>;
