import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { topics } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';

export interface TopicItem {
  id: number;
  name: string;
}

/**
 * topics/?topic_area=: a topic area id (topics.topic_area_id), or a topic area's name or slug
 * (also matching the older free-text topics.topic_area).
 */
function topicAreaMatch(value: string) {
  if (/^\d{1,10}$/.test(value)) return eq(topics.topicAreaId, Number(value));
  return or(
    eq(topics.topicArea, value),
    sql`${topics.topicAreaId} IN (SELECT id FROM topic_areas WHERE slug = ${value} OR lower(name) = lower(${value}))`,
  );
}

export function createTopicsRepository(db: Db) {
  async function findByName(name: string, topicType: string): Promise<TopicItem | undefined> {
    const [row] = await db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(and(eq(topics.topicType, topicType), sql`lower(${topics.name}) = lower(${name})`))
      .limit(1);
    return row;
  }
  return {
    findByName,
    async search(
      filters: { topicType?: string; search?: string; groupId?: number; topicArea?: string },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filters.topicType ? eq(topics.topicType, filters.topicType) : undefined,
        filters.search ? ilike(topics.name, `%${filters.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        filters.groupId ? eq(topics.groupId, filters.groupId) : undefined,
        filters.topicArea ? topicAreaMatch(filters.topicArea) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ id: topics.id, name: topics.name })
          .from(topics)
          .where(where)
          .orderBy(
            filters.search
              ? sql`position(lower(${filters.search}) in lower(${topics.name}))`
              : asc(topics.name),
            asc(topics.name),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(topics)
          .where(where),
      ]);
      return { rows, count: count?.n ?? 0 };
    },
    async byIds(ids: number[]): Promise<TopicItem[]> {
      if (ids.length === 0) return [];
      return db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, ids));
    },
    /** Creates the topic unless one of that type has the name already; returns it either way. */
    async findOrCreate(
      name: string,
      topicType: string,
      createdBy: number | null,
      topicArea?: string | null,
    ): Promise<TopicItem & { isNew: boolean }> {
      const [inserted] = await db
        .insert(topics)
        .values({ name, topicType, createdBy, topicArea: topicArea ?? null })
        .onConflictDoNothing()
        .returning({ id: topics.id, name: topics.name });
      if (inserted) return { ...inserted, isNew: true };
      const existing = await findByName(name, topicType);
      return { ...existing!, isNew: false };
    },
  };
}
export type TopicsRepository = ReturnType<typeof createTopicsRepository>;
