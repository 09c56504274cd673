import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { readLookups, readPage, type PageLookupIds, type UseCasePage } from './usecases.page.js';

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

/** All SQL of use cases and their AI tool links; plus the small reads their presenter needs. */
export function createUseCasesRepository(db: Db) {
  return {
    /**
     * A page, newest first, and the total up to COUNT_CAP. Within the cap one walk answers both:
     * the first COUNT_CAP matches in page order, taken once (counting them in a second query
     * walked the table again: 21 ms for two filters on 50,000 use cases); then only the page's
     * rows are read whole, with their tools, in the same statement (usecases.page.ts).
     */
    async list(f: UseCaseFilters, limit: number, offset: number): Promise<UseCasePage> {
      const where = whereOf(f);
      if (offset + limit <= COUNT_CAP) {
        return readPage(db, where, COUNT_CAP, limit, offset);
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
    /** The presenter's lookups for a page, in one statement (usecases.page.ts). */
    lookups: (ids: PageLookupIds) => readLookups(db, ids),
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
