import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  groupMemberships,
  groups,
  profiles,
  topicAreas,
  topics,
  uploadedFiles,
  useCaseAiTools,
  useCases,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { idList, prepared } from '../../platform/db/prepared.js';
import { tsQueryOf } from '../contents/contents.repository.js';
import { intArray, rowsOf } from '../jobs/sql.js';

/** A use case as the service reads it (the search vector is the database's own). */
export type UseCaseRow = Omit<typeof useCases.$inferSelect, 'searchVector'>;
export type NewUseCase = typeof useCases.$inferInsert;

/** Filters of the list, already checked and resolved by the service. */
export interface UseCaseFilters {
  visible: SQL;
  status?: string | undefined;
  search?: string | undefined;
  jobFunctions?: number[] | undefined;
  professionalFields?: number[] | undefined;
  careerStages?: number[] | undefined;
  categories?: number[] | undefined;
  businessValue?: string | undefined;
  complexity?: string | undefined;
  innovationCategory?: string | undefined;
  aiToolId?: number | undefined;
  groupId?: number | undefined;
  createdBy?: number | undefined;
  agent?: { agentId: number; qualityLevel?: string | undefined } | undefined;
}

/** The highest total a list reports: counting every match on each page would cost more than the page. */
export const COUNT_CAP = 1000;

function whereOf(f: UseCaseFilters): SQL {
  const parts: SQL[] = [f.visible];
  if (f.status) parts.push(sql`use_cases.status = ${f.status}`);
  if (f.jobFunctions?.length) parts.push(sql`use_cases.job_functions && ${intArray(f.jobFunctions)}`);
  if (f.professionalFields?.length)
    parts.push(sql`use_cases.professional_fields && ${intArray(f.professionalFields)}`);
  if (f.careerStages?.length) parts.push(sql`use_cases.career_stages && ${intArray(f.careerStages)}`);
  if (f.categories?.length) parts.push(sql`use_cases.categories && ${intArray(f.categories)}`);
  if (f.businessValue) parts.push(sql`use_cases.business_value = ${f.businessValue}`);
  if (f.complexity) parts.push(sql`use_cases.complexity = ${f.complexity}`);
  if (f.innovationCategory) parts.push(sql`use_cases.innovation_category = ${f.innovationCategory}`);
  if (f.groupId) parts.push(sql`use_cases.group_id = ${f.groupId}`);
  if (f.createdBy) parts.push(sql`use_cases.created_by = ${f.createdBy}`);
  if (f.aiToolId)
    parts.push(
      sql`use_cases.id IN (SELECT use_case_id FROM use_case_ai_tools WHERE ai_tool_id = ${f.aiToolId})`,
    );
  if (f.agent) {
    const response = f.agent.qualityLevel ? { quality_level: f.agent.qualityLevel } : {};
    const probe = JSON.stringify([{ agent_id: f.agent.agentId, response }]);
    parts.push(sql`use_cases.agent_responses @> ${probe}::jsonb`);
  }
  if (f.search) {
    const query = tsQueryOf(f.search);
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      query
        ? sql`(use_cases.search_vector @@ to_tsquery('simple', ${query}) OR use_cases.title ILIKE ${like})`
        : sql`use_cases.title ILIKE ${like}`,
    );
  }
  return sql.join(parts, sql` AND `);
}

export interface FileFacts {
  id: number;
  ownerId: number | null;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  name: string;
}

export interface GroupFacts {
  id: number;
  name: string;
  nameSlug: string;
  groupType: string;
  logo: string | null;
  coverImage: string | null;
  startDate: Date | null;
  questions: number;
}

export interface PersonFacts {
  id: number;
  firstName: string | null;
  lastName: string | null;
  nameSlug: string | null;
  pictureKey: string | null;
}

/** The columns a page of the list reads: all but the search vector (a few KB a row nobody shows). */
const { searchVector: _searchVector, ...pageColumns } = getTableColumns(useCases);
const pageColumnList = sql.raw(
  Object.values(pageColumns)
    .map((column) => `u."${column.name}"`)
    .join(', '),
);

/** A row read by raw SQL in drizzle's shape: each column's own mapping from the driver's value. */
function useCaseFromDriver(raw: Record<string, unknown>): UseCaseRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(pageColumns)) {
    const value = raw[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : value instanceof Date
          ? value
          : column.mapFromDriverValue(value as never);
  }
  return row as UseCaseRow;
}

/** A page of the list: its rows in order, the capped total and each row's AI tools in the form's order. */
export interface UseCasePage {
  rows: UseCaseRow[];
  count: number;
  toolIds?: Map<number, number[]>;
}

/** What the presenter looks up for a page, read in one statement (`lookups`). */
export interface UseCasePageLookups {
  files: FileFacts[];
  topicNames: Map<number, string>;
  topicAreas: Map<number, { id: number; name: string; slug: string }>;
  groups: Map<number, GroupFacts>;
  people: Map<number, PersonFacts>;
}

/** All SQL of use cases and their AI tool links; plus the small reads their presenter needs. */
export function createUseCasesRepository(db: Db) {
  return {
    /**
     * A page, newest first, and the total up to COUNT_CAP. Within the cap one walk answers both:
     * the first COUNT_CAP matches in page order, taken once (counting them in a second query
     * walked the table again: 21 ms for two filters on 50,000 use cases); then only the page's
     * rows are read whole. The walk visits each match in the heap (13.9 ms for 1,153 matches on
     * the bench data): that, not the page, is what a request costs (bench/README.md, 2026-12-07).
     */
    async list(f: UseCaseFilters, limit: number, offset: number): Promise<UseCasePage> {
      const where = whereOf(f);
      if (offset + limit <= COUNT_CAP) {
        // One statement: the walk, the page's rows and their tools. The total's row comes back
        // even when the page is empty (the left join), with the row's columns null.
        const found = rowsOf<Record<string, unknown>>(
          await db.execute(sql`
            WITH matches AS MATERIALIZED (
              SELECT use_cases.id FROM use_cases WHERE ${where} ORDER BY use_cases.id DESC LIMIT ${COUNT_CAP}),
            page AS (SELECT m.id FROM matches m ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset})
            SELECT total.n AS "__total", ${pageColumnList},
              ARRAY(SELECT t.ai_tool_id FROM use_case_ai_tools t WHERE t.use_case_id = u.id
                    ORDER BY t.position) AS "__tools"
            FROM (SELECT count(*)::int AS n FROM matches) total
            LEFT JOIN (page p JOIN use_cases u ON u.id = p.id) ON true
            ORDER BY u.id DESC`),
        );
        const count = Number(found[0]?.__total ?? 0);
        const onPage = found.filter((raw) => raw.id !== null && raw.id !== undefined);
        const rows = onPage.map(useCaseFromDriver);
        const toolIds = new Map(onPage.map((raw) => [Number(raw.id), (raw.__tools as number[]).map(Number)]));
        return { rows, count, toolIds };
      }
      const rows = await db
        .select()
        .from(useCases)
        .where(where)
        .orderBy(desc(useCases.id))
        .limit(limit)
        .offset(offset);
      const [n] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM use_cases WHERE ${where} LIMIT ${COUNT_CAP}) x`,
        ),
      );
      return { rows, count: n?.n ?? 0 };
    },
    async findById(id: number) {
      const [row] = await db.select().from(useCases).where(eq(useCases.id, id)).limit(1);
      return row;
    },
    /** What decides who sees a use case (its status, author and group), by id. */
    async visibilityOf(id: number) {
      const [row] = await db
        .select({ status: useCases.status, createdBy: useCases.createdBy, groupId: useCases.groupId })
        .from(useCases)
        .where(eq(useCases.id, id))
        .limit(1);
      return row;
    },
    async findBySlug(slug: string) {
      const [row] = await db.select().from(useCases).where(eq(useCases.slug, slug)).limit(1);
      return row;
    },
    async isSlugTaken(slug: string) {
      const [row] = await db
        .select({ id: useCases.id })
        .from(useCases)
        .where(eq(useCases.slug, slug))
        .limit(1);
      return Boolean(row);
    },
    async insert(values: NewUseCase) {
      const [row] = await db.insert(useCases).values(values).returning();
      return row!;
    },
    async update(id: number, changes: Partial<NewUseCase>) {
      await db.update(useCases).set(changes).where(eq(useCases.id, id));
    },
    async replaceTools(useCaseId: number, toolIds: number[]) {
      await db.delete(useCaseAiTools).where(eq(useCaseAiTools.useCaseId, useCaseId));
      if (toolIds.length)
        await db
          .insert(useCaseAiTools)
          .values(toolIds.map((aiToolId, position) => ({ useCaseId, aiToolId, position })));
    },
    /** Tool ids per use case, in the form's order. */
    async toolIdsOf(useCaseIds: number[]) {
      const map = new Map<number, number[]>();
      if (!useCaseIds.length) return map;
      const query = prepared(db, 'use_case_tool_ids', () =>
        db
          .select()
          .from(useCaseAiTools)
          .where(sql`${useCaseAiTools.useCaseId} = ANY(${sql.placeholder('ids')}::int[])`)
          .orderBy(asc(useCaseAiTools.position))
          .prepare('use_case_tool_ids'),
      );
      const rows = await query.execute({ ids: idList(useCaseIds) });
      for (const r of rows) map.set(r.useCaseId, [...(map.get(r.useCaseId) ?? []), r.aiToolId]);
      return map;
    },
    /** The approved use cases that use a tool (its detail page). */
    async usingTool(aiToolId: number, limit = 50) {
      return db
        .select({
          id: useCases.id,
          slug: useCases.slug,
          title: useCases.title,
          description: useCases.description,
        })
        .from(useCaseAiTools)
        .innerJoin(useCases, eq(useCases.id, useCaseAiTools.useCaseId))
        .where(and(eq(useCaseAiTools.aiToolId, aiToolId), eq(useCases.status, 'approved')))
        .orderBy(desc(useCases.id))
        .limit(limit);
    },
    /**
     * The presenter's lookups for a page in one statement (files, topic names, topic areas, groups,
     * authors): one round trip where there were five.
     */
    async lookups(ids: {
      files: number[];
      topics: number[];
      topicAreas: number[];
      groups: number[];
      people: number[];
    }): Promise<UseCasePageLookups> {
      const unique = (list: number[]) => idList([...new Set(list)]);
      const [found] = rowsOf<{
        files: FileFacts[];
        topics: Array<{ id: number; name: string }>;
        areas: Array<{ id: number; name: string; slug: string }>;
        groups: Array<Omit<GroupFacts, 'startDate'> & { startDate: string | null }>;
        people: PersonFacts[];
      }>(
        await db.execute(sql`
          SELECT
            (SELECT coalesce(json_agg(json_build_object(
                'id', ${uploadedFiles.id}, 'ownerId', ${uploadedFiles.ownerId},
                'mimeType', ${uploadedFiles.mimeType}, 'sizeBytes', ${uploadedFiles.sizeBytes},
                'storageKey', ${uploadedFiles.storageKey}, 'name', ${uploadedFiles.originalName})), '[]')
             FROM ${uploadedFiles} WHERE ${uploadedFiles.id} = ANY(${unique(ids.files)}::int[])) AS files,
            (SELECT coalesce(json_agg(json_build_object('id', ${topics.id}, 'name', ${topics.name})), '[]')
             FROM ${topics} WHERE ${topics.id} = ANY(${unique(ids.topics)}::int[])) AS topics,
            (SELECT coalesce(json_agg(json_build_object(
                'id', ${topicAreas.id}, 'name', ${topicAreas.name}, 'slug', ${topicAreas.slug})), '[]')
             FROM ${topicAreas} WHERE ${topicAreas.id} = ANY(${unique(ids.topicAreas)}::int[])) AS areas,
            (SELECT coalesce(json_agg(json_build_object(
                'id', ${groups.id}, 'name', ${groups.name}, 'nameSlug', ${groups.nameSlug},
                'groupType', ${groups.groupType}, 'logo', ${groups.logo}, 'coverImage', ${groups.coverImage},
                'startDate', ${groups.startDate},
                'questions', CASE WHEN jsonb_typeof(${groups.extraInfo} -> 'questions') = 'array'
                                  THEN jsonb_array_length(${groups.extraInfo} -> 'questions') ELSE 0 END)), '[]')
             FROM ${groups} WHERE ${groups.id} = ANY(${unique(ids.groups)}::int[])) AS groups,
            (SELECT coalesce(json_agg(json_build_object(
                'id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
                'nameSlug', ${users.nameSlug}, 'pictureKey', picture.storage_key)), '[]')
             FROM ${users}
             LEFT JOIN ${profiles} ON ${profiles.userId} = ${users.id}
             LEFT JOIN ${uploadedFiles} picture ON picture.id = ${profiles.pictureFileId}
             WHERE ${users.id} = ANY(${unique(ids.people)}::int[])) AS people`),
      );
      const json = <T>(value: T | string | undefined): T =>
        (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;
      return {
        files: json(found?.files),
        topicNames: new Map(json(found?.topics).map((t) => [t.id, t.name])),
        topicAreas: new Map(json(found?.areas).map((a) => [a.id, a])),
        groups: new Map(
          json(found?.groups).map((g) => [
            g.id,
            { ...g, startDate: g.startDate ? new Date(g.startDate) : null },
          ]),
        ),
        people: new Map(json(found?.people).map((p) => [p.id, p])),
      };
    },
    async files(ids: number[]): Promise<FileFacts[]> {
      if (!ids.length) return [];
      return db
        .select({
          id: uploadedFiles.id,
          ownerId: uploadedFiles.ownerId,
          mimeType: uploadedFiles.mimeType,
          sizeBytes: uploadedFiles.sizeBytes,
          storageKey: uploadedFiles.storageKey,
          name: uploadedFiles.originalName,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.id, [...new Set(ids)]));
    },
    async topicNames(ids: number[]) {
      if (!ids.length) return new Map<number, string>();
      const rows = await db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(inArray(topics.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async topicAreasByIds(ids: number[]) {
      if (!ids.length) return new Map<number, { id: number; name: string; slug: string }>();
      const rows = await db
        .select({ id: topicAreas.id, name: topicAreas.name, slug: topicAreas.slug })
        .from(topicAreas)
        .where(inArray(topicAreas.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async groupsByIds(ids: number[]): Promise<Map<number, GroupFacts>> {
      if (!ids.length) return new Map();
      const query = prepared(db, 'use_case_groups', () =>
        db
          .select({
            id: groups.id,
            name: groups.name,
            nameSlug: groups.nameSlug,
            groupType: groups.groupType,
            logo: groups.logo,
            coverImage: groups.coverImage,
            startDate: groups.startDate,
            extraInfo: groups.extraInfo,
          })
          .from(groups)
          .where(sql`${groups.id} = ANY(${sql.placeholder('ids')}::int[])`)
          .prepare('use_case_groups'),
      );
      const rows = await query.execute({ ids: idList([...new Set(ids)]) });
      return new Map(
        rows.map((r) => [
          r.id,
          {
            ...r,
            questions: ((r.extraInfo as { questions?: unknown[] } | null)?.questions ?? []).length,
          },
        ]),
      );
    },
    async people(ids: number[]): Promise<Map<number, PersonFacts>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          nameSlug: users.nameSlug,
          pictureKey: uploadedFiles.storageKey,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(uploadedFiles, eq(uploadedFiles.id, profiles.pictureFileId))
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** The viewer's membership status in each group (absent: none). */
    async membershipStatuses(userId: number, groupIds: number[]) {
      if (!groupIds.length) return new Map<number, string>();
      const rows = await db
        .select({ groupId: groupMemberships.groupId, status: groupMemberships.status })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.userId, userId), inArray(groupMemberships.groupId, groupIds)));
      return new Map(rows.map((r) => [r.groupId, r.status]));
    },
    /** Public circles that list the use case (groups.use_cases), newest first, at most `limit`. */
    async relatedCircles(useCaseId: number, limit: number) {
      return db
        .select({
          id: groups.id,
          name: groups.name,
          nameSlug: groups.nameSlug,
          logo: groups.logo,
          coverImage: groups.coverImage,
          startDate: groups.startDate,
        })
        .from(groups)
        .where(
          and(
            eq(groups.groupType, 'circle'),
            eq(groups.visibility, 0),
            sql`${groups.useCases} @> ${JSON.stringify([useCaseId])}::jsonb`,
          ),
        )
        .orderBy(desc(groups.id))
        .limit(limit);
    },
  };
}
export type UseCasesRepository = ReturnType<typeof createUseCasesRepository>;
