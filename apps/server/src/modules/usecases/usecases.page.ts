import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  groups,
  profiles,
  topicAreas,
  topics,
  uploadedFiles,
  useCases,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/index.js';
import { idList } from '../../platform/db/prepared.js';
import { rowsOf } from '../jobs/sql.js';
import type { FileFacts, GroupFacts, PersonFacts, UseCaseRow } from './usecases.repository.js';

/**
 * The use case list's page reads, one statement each (decision 0041's one walk, extended): the
 * walk with the page's rows and their tools, and the presenter's lookups. The walk visits each
 * match in the heap (13.9 ms for 1,153 matches on the bench data): that, not the number of
 * statements, is what a request costs (bench/README.md, 2026-12-07).
 */

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

/** The ids a page's lookups read. */
export interface PageLookupIds {
  files: number[];
  topics: number[];
  topicAreas: number[];
  groups: number[];
  people: number[];
}

/**
 * The page at `offset` of the matches of `where`, newest first, with the total up to `cap` and
 * each row's tools, in one statement (offset + limit within the cap).
 */
export async function readPage(
  db: Db,
  where: SQL,
  cap: number,
  limit: number,
  offset: number,
): Promise<UseCasePage> {
  // One statement: the walk, the page's rows and their tools. The total's row comes back
  // even when the page is empty (the left join), with the row's columns null.
  const found = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
        WITH matches AS MATERIALIZED (
          SELECT use_cases.id FROM use_cases WHERE ${where} ORDER BY use_cases.id DESC LIMIT ${cap}),
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

/** Files, topic names, topic areas, groups and authors of a page: one round trip where there were five. */
export async function readLookups(db: Db, ids: PageLookupIds): Promise<UseCasePageLookups> {
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
      json(found?.groups).map((g) => [g.id, { ...g, startDate: g.startDate ? new Date(g.startDate) : null }]),
    ),
    people: new Map(json(found?.people).map((p) => [p.id, p])),
  };
}
