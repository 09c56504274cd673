import { LIST_COUNT_CAP } from '@careerhub/shared';
import { cappedCountSql, countOf } from '../../platform/db/capped-count.js';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contentFiles,
  contents,
  groups,
  topicAreas,
  uploadedFiles,
  userEntitlements,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { intArray, rowsOf } from '../jobs/sql.js';
import { createContentReads } from './contents.reads.js';

export type ContentRow = typeof contents.$inferSelect;
export type NewContent = typeof contents.$inferInsert;
export type TopicAreaRow = typeof topicAreas.$inferSelect;

/** A content row with what every card shows: author, group and topic area, read in the same query. */
export interface ContentListRow extends ContentRow {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorNameSlug: string | null;
  authorIsCertified: boolean | null;
  authorPictureKey: string | null;
  groupName: string | null;
  groupNameSlug: string | null;
  groupType: string | null;
  groupLogo: string | null;
  groupParentId: number | null;
  topicAreaName: string | null;
  topicAreaSlug: string | null;
}

export interface ContentFileRow {
  contentId: number;
  fileId: number;
  kind: 'file' | 'thumbnail';
  storageKey: string;
  mimeType: string;
  name: string;
}

export interface UploadFacts {
  id: number;
  ownerId: number | null;
  mimeType: string;
  storageKey: string;
  name: string;
}

/** Filters of a list, already checked and resolved by the service. */
export interface ContentFilters {
  types: string[];
  groupId?: number | undefined;
  statuses?: string[] | undefined;
  topics?: number[] | undefined;
  topicAreas?: number[] | undefined;
  careerStages?: number[] | undefined;
  createdBy?: number | undefined;
  /** Full-text words (prefix matched), and the raw text for the trigram fallback. */
  search?: string | undefined;
  /**
   * Who reads: private items show only to members of their group (and authors); non-approved
   * items only to their authors and to approvers of `approvableGroupIds` ('all' for staff).
   */
  viewerId: number | null;
  memberGroupIds: number[] | 'all';
  approvableGroupIds: number[] | 'all';
  pinnedFirst: boolean;
}

// Every column but search_vector (the parsed text is for the index, never for the answer).
const COLUMNS = sql`c.id, c.slug, c.title, c.title_slug, c.content, c.data, c.raw_text, c.type, c.sub_type, c.source,
  c.status, c.security_level, c.is_premium, c.is_trending, c.is_pinned, c.publish_to_khub, c.topic_area_id,
  c.group_id, c.created_by, c.topics, c.career_stages, c.created_at, c.modified_at, c.last_edited_at,
  u.first_name AS "authorFirstName", u.last_name AS "authorLastName", u.name_slug AS "authorNameSlug",
  u.is_certified AS "authorIsCertified", pic.storage_key AS "authorPictureKey",
  g.name AS "groupName", g.name_slug AS "groupNameSlug", g.group_type AS "groupType", g.logo AS "groupLogo",
  g.parent_id AS "groupParentId", ta.name AS "topicAreaName", ta.slug AS "topicAreaSlug"`;
const JOINS = sql`
  LEFT JOIN users u ON u.id = c.created_by
  LEFT JOIN profiles p ON p.user_id = c.created_by
  LEFT JOIN uploaded_files pic ON pic.id = p.picture_file_id
  LEFT JOIN groups g ON g.id = c.group_id
  LEFT JOIN topic_areas ta ON ta.id = c.topic_area_id`;

/** Raw rows come back with snake_case table columns: map them to the drizzle row shape. */
function toListRow(raw: Record<string, unknown>): ContentListRow {
  const date = (v: unknown) =>
    v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
  return {
    id: raw.id as number,
    slug: raw.slug as string,
    title: raw.title as string,
    titleSlug: raw.title_slug as string,
    content: raw.content as string,
    data: (typeof raw.data === 'string' ? JSON.parse(raw.data) : raw.data) as ContentRow['data'],
    rawText: raw.raw_text as string,
    type: raw.type as string,
    subType: (raw.sub_type as string | null) ?? null,
    source: (raw.source as string | null) ?? null,
    status: raw.status as string,
    securityLevel: Number(raw.security_level),
    isPremium: raw.is_premium as boolean,
    isTrending: raw.is_trending as boolean,
    isPinned: raw.is_pinned as boolean,
    publishToKhub: raw.publish_to_khub as boolean,
    topicAreaId: (raw.topic_area_id as number | null) ?? null,
    groupId: (raw.group_id as number | null) ?? null,
    createdBy: (raw.created_by as number | null) ?? null,
    topics: (raw.topics as number[]) ?? [],
    careerStages: (raw.career_stages as number[]) ?? [],
    searchVector: null,
    createdAt: date(raw.created_at)!,
    modifiedAt: date(raw.modified_at)!,
    lastEditedAt: date(raw.last_edited_at),
    authorFirstName: (raw.authorFirstName as string | null) ?? null,
    authorLastName: (raw.authorLastName as string | null) ?? null,
    authorNameSlug: (raw.authorNameSlug as string | null) ?? null,
    authorIsCertified: (raw.authorIsCertified as boolean | null) ?? null,
    authorPictureKey: (raw.authorPictureKey as string | null) ?? null,
    groupName: (raw.groupName as string | null) ?? null,
    groupNameSlug: (raw.groupNameSlug as string | null) ?? null,
    groupType: (raw.groupType as string | null) ?? null,
    groupLogo: (raw.groupLogo as string | null) ?? null,
    groupParentId: (raw.groupParentId as number | null) ?? null,
    topicAreaName: (raw.topicAreaName as string | null) ?? null,
    topicAreaSlug: (raw.topicAreaSlug as string | null) ?? null,
  };
}

/** Words for a prefix full-text query: letters and digits only, so the tsquery can never be malformed. */
export function tsQueryOf(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function whereOf(f: ContentFilters, searchMode: 'fts' | 'trigram' | 'none'): SQL {
  const parts: SQL[] = [
    sql`c.type IN (${sql.join(
      f.types.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  ];
  if (f.groupId) parts.push(sql`c.group_id = ${f.groupId}`);
  if (f.statuses?.length === 1) parts.push(sql`c.status = ${f.statuses[0]}`);
  else if (f.statuses?.length)
    parts.push(
      sql`c.status IN (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.topics?.length) parts.push(sql`c.topics && ${intArray(f.topics)}`);
  if (f.careerStages?.length) parts.push(sql`c.career_stages && ${intArray(f.careerStages)}`);
  if (f.topicAreas?.length === 1) parts.push(sql`c.topic_area_id = ${f.topicAreas[0]}`);
  else if (f.topicAreas?.length) parts.push(sql`c.topic_area_id = ANY(${intArray(f.topicAreas)})`);
  if (f.createdBy) parts.push(sql`c.created_by = ${f.createdBy}`);
  const query = f.search ? tsQueryOf(f.search) : null;
  if (searchMode === 'fts' && query) parts.push(sql`c.search_vector @@ to_tsquery('simple', ${query})`);
  if (searchMode === 'trigram' && f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(c.title ILIKE ${like} OR c.title % ${f.search})`);
  }
  const own = f.viewerId ? sql`c.created_by = ${f.viewerId}` : sql`false`;
  if (f.memberGroupIds !== 'all') {
    const member = f.memberGroupIds.length
      ? sql`c.group_id = ANY(${intArray(f.memberGroupIds)})`
      : sql`false`;
    parts.push(sql`(c.security_level = 0 OR ${member} OR ${own})`);
    // Items of private groups (visibility 20) are their members' only, as the group itself is.
    parts.push(
      sql`(c.group_id IS NULL OR ${member} OR ${own} OR c.group_id NOT IN (SELECT id FROM groups WHERE visibility <> 0))`,
    );
  }
  if (f.approvableGroupIds !== 'all') {
    const approver = f.approvableGroupIds.length
      ? sql`c.group_id = ANY(${intArray(f.approvableGroupIds)})`
      : sql`false`;
    parts.push(sql`(c.status = 'approved' OR ${own} OR ${approver})`);
  }
  return sql.join(parts, sql` AND `);
}

export function createContentsRepository(db: Db) {
  const reads = createContentReads(db);
  async function page(f: ContentFilters, mode: 'fts' | 'trigram' | 'none', limit: number, offset: number) {
    const where = whereOf(f, mode);
    const order = f.pinnedFirst ? sql`c.is_pinned DESC, c.id DESC` : sql`c.id DESC`;
    const matchOrder = f.pinnedFirst ? sql`m.is_pinned DESC, m.id DESC` : sql`m.id DESC`;
    const pageOrder = f.pinnedFirst ? sql`page.is_pinned DESC, page.id DESC` : sql`page.id DESC`;
    const cap = LIST_COUNT_CAP + 1;
    if (offset + limit <= cap) {
      // One walk over the matches answers both the page and its total, exact up to LIST_COUNT_CAP
      // (decision 0026): the first cap+1 matches in page order. Two separate queries each built
      // the same index bitmap (about 13 ms apiece for a common search word on 200,000 items).
      const raw = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          WITH matches AS MATERIALIZED (
            SELECT c.id, c.is_pinned FROM contents c WHERE ${where} ORDER BY ${order} LIMIT ${cap}),
          page AS (SELECT m.id, m.is_pinned FROM matches m ORDER BY ${matchOrder} LIMIT ${limit} OFFSET ${offset})
          SELECT ${COLUMNS}, (SELECT count(*)::int FROM matches) AS "matchCount"
          FROM page JOIN contents c ON c.id = page.id ${JOINS}
          ORDER BY ${pageOrder}`),
      );
      if (raw.length > 0) return { rows: raw.map(toListRow), count: Number(raw[0]!.matchCount) };
      if (offset === 0) return { rows: [], count: 0 };
    }
    // Beyond the cap (or past the last match): the page comes from contents alone (an index walk
    // that stops after `limit`); only its rows are joined for their author, group and topic area.
    const raw = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        WITH page AS (
          SELECT c.id, c.is_pinned FROM contents c WHERE ${where}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
        SELECT ${COLUMNS}
        FROM page JOIN contents c ON c.id = page.id ${JOINS}
        ORDER BY ${pageOrder}`),
    );
    const count = countOf(await db.execute(cappedCountSql(sql`FROM contents c WHERE ${where}`)));
    return { rows: raw.map(toListRow), count };
  }

  return {
    /**
     * One page, newest first. A search runs as prefix full-text search over title and text; when
     * that finds nothing, the title's trigram index answers near matches (typos, word parts).
     */
    async list(f: ContentFilters, limit: number, offset: number) {
      if (!f.search) return page(f, 'none', limit, offset);
      const found = tsQueryOf(f.search) ? await page(f, 'fts', limit, offset) : { rows: [], count: 0 };
      if (found.count > 0 || offset > 0) return found;
      return page(f, 'trigram', limit, offset);
    },
    findById: reads.byId,
    findBySlug: reads.bySlug,
    async isSlugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contents.id })
        .from(contents)
        .where(eq(contents.slug, slug))
        .limit(1);
      return Boolean(row);
    },
    async insert(row: NewContent): Promise<ContentRow> {
      const [inserted] = await db.insert(contents).values(row).returning();
      return inserted!;
    },
    async update(id: number, changes: Partial<NewContent>): Promise<void> {
      await db.update(contents).set(changes).where(eq(contents.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(contents).where(eq(contents.id, id));
    },
    async replaceFiles(contentId: number, files: Array<{ fileId: number; kind: 'file' | 'thumbnail' }>) {
      await db.delete(contentFiles).where(eq(contentFiles.contentId, contentId));
      if (files.length === 0) return;
      await db
        .insert(contentFiles)
        .values(files.map((f, position) => ({ contentId, fileId: f.fileId, kind: f.kind, position })));
    },
    /** The attachments of the given items, in their order. */
    filesOf: reads.filesOf,
    async uploads(ids: number[]): Promise<UploadFacts[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: uploadedFiles.id,
          ownerId: uploadedFiles.ownerId,
          mimeType: uploadedFiles.mimeType,
          storageKey: uploadedFiles.storageKey,
          name: uploadedFiles.originalName,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.id, ids));
    },
    /** Files already attached to an item (kept when an editor sends them back). */
    async attachedFileIds(contentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: contentFiles.fileId })
        .from(contentFiles)
        .where(eq(contentFiles.contentId, contentId));
      return rows.map((r) => r.id);
    },
    topicNames: reads.topicNames,
    async topicAreaById(id: number): Promise<TopicAreaRow | undefined> {
      const [row] = await db.select().from(topicAreas).where(eq(topicAreas.id, id)).limit(1);
      return row;
    },
    async listTopicAreas(search: string | undefined, limit: number, offset: number) {
      const where = search
        ? sql`${topicAreas.name} ILIKE ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`
        : undefined;
      const [rows, [count]] = await Promise.all([
        db.select().from(topicAreas).where(where).orderBy(asc(topicAreas.name)).limit(limit).offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(topicAreas)
          .where(where),
      ]);
      return { rows, count: count?.n ?? 0 };
    },
    /** Groups whose accepted members see its private items. */
    async memberGroupIds(userId: number): Promise<number[]> {
      const rows = rowsOf<{ group_id: number }>(
        await db.execute(sql`SELECT group_id FROM group_memberships
          WHERE user_id = ${userId} AND membership_type = 'member' AND status = 'accepted'`),
      );
      return rows.map((r) => r.group_id);
    },
    /** An organization and the circles and events under it. */
    async groupAndChildren(orgId: number): Promise<number[]> {
      const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.parentId, orgId));
      return [orgId, ...rows.map((r) => r.id)];
    },
    async hasPremiumViewing(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ on: userEntitlements.premiumViewing })
        .from(userEntitlements)
        .where(and(eq(userEntitlements.userId, userId), eq(userEntitlements.premiumViewing, true)))
        .limit(1);
      return Boolean(row?.on);
    },
  };
}
export type ContentsRepository = ReturnType<typeof createContentsRepository>;
