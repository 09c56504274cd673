import type { Content, Group, Job } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.js';
import type { Db } from '../../platform/db/index.js';
import type { UserRow } from '../auth/users.repository.js';
import type { ContentsService } from '../contents/contents.service.js';
import type { GroupsModule } from '../groups/groups.module.js';
import type { JobsModule } from '../jobs/jobs.module.js';
import { rowsOf } from '../jobs/sql.js';
import { cardsOneByOne, type EngageableEntry, type EngagementCard } from './engagement.registry.js';

/**
 * The kinds this branch registers: contents (resources, prompts, posts, newsletters, career tips),
 * comments, jobs, circles and events. Who may see an item is always the owner's answer: its
 * single-item read, which answers 404 where the reader may not look.
 */

const isNotFound = (err: unknown) =>
  err instanceof AppError && (err.statusCode === 404 || err.statusCode === 403);

/** The owner's read, with "not found" (and "not yours to see") as undefined. */
export async function readable<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

const contentKinds: Record<string, string[]> = {
  resource: ['resource', 'prompt'],
  post: ['post', 'newsletter'],
};
const ALL_CONTENT = ['post', 'newsletter', 'resource', 'prompt'] as const;

export function contentUrl(type: string, slug: string): string {
  const s = encodeURIComponent(slug);
  if (type === 'resource' || type === 'prompt') return `/resource/${s}`;
  if (type === 'career_tip') return `/resourcehub/career-tips/${s}`;
  return `/post/${s}`;
}

export const contentCard = (c: Content): EngagementCard => ({
  id: c.id,
  content_type: 'content',
  kind: c.type,
  slug: c.slug,
  title: c.title,
  subtitle: c.group_detail?.name ?? null,
  image: c.thumbnail_image?.file ?? null,
  status: c.status,
  url: contentUrl(c.type, c.slug),
  created_at: c.created_at,
});

const jobCard = (j: Job): EngagementCard => ({
  id: j.id,
  content_type: 'job',
  kind: 'job',
  slug: j.slug,
  title: j.title,
  subtitle: j.group?.name ?? null,
  image: j.group?.image ?? null,
  status: j.status ?? null,
  url: `/job/${encodeURIComponent(j.slug)}`,
  created_at: j.created_at,
});

const groupCard = (g: Group): EngagementCard => ({
  id: g.id,
  content_type: g.group_type === 'event' ? 'event' : 'circle',
  kind: g.group_type,
  slug: g.name_slug,
  title: g.name,
  subtitle: g.lifecycle_label ?? null,
  image: g.logo ?? g.cover_image ?? null,
  status: g.membership_status ?? null,
  url: `/${g.group_type === 'event' ? 'event' : 'circle'}/${encodeURIComponent(g.name_slug)}`,
  created_at: g.created_at,
});

/** Resources, prompts, posts, newsletters and career tips: one kind, `content`, in `contents`. */
export function contentEntry(contents: ContentsService): EngageableEntry {
  async function read(user: UserRow, id: number) {
    const item =
      (await readable(() => contents.get(user, id))) ??
      (await readable(() => contents.getCareerTip(user, id)));
    return item?.data;
  }
  return {
    type: 'content',
    table: 'contents',
    votable: true,
    bookmarkable: true,
    cards: (user, ids) => cardsOneByOne(ids, (id) => read(user, id), contentCard),
    scoreChanged: (id) => contents.scoreChanged(id),
    async mine(user, { limit, offset, kind }) {
      const at = { page: Math.floor(offset / limit) + 1, page_size: limit, created_by: 'me' as const };
      const page =
        kind === 'career_tip'
          ? await contents.listCareerTips(user, at)
          : await contents.list(user, {
              ...at,
              types: (kind ? (contentKinds[kind] ?? []) : [...ALL_CONTENT]) as Array<
                (typeof ALL_CONTENT)[number]
              >,
            });
      return { rows: page.data.map(contentCard), count: page.pagination.count };
    },
  };
}

/** Comments: votable where their item is readable (and the comment is not deleted). */
export function commentEntry(db: Db, contents: ContentsService): EngageableEntry {
  return {
    type: 'comment',
    table: 'content_comments',
    votable: true,
    bookmarkable: false,
    async cards(user, ids) {
      if (ids.length === 0) return [];
      const rows = rowsOf<{ id: number; content_id: number; body: string; created_at: Date | string }>(
        await db.execute(sql`
          SELECT id, content_id, body, created_at FROM content_comments
          WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND deleted_at IS NULL`),
      );
      const cards = await Promise.all(
        rows.map(async (r) => {
          const item =
            (await readable(() => contents.get(user, r.content_id))) ??
            (await readable(() => contents.getCareerTip(user, r.content_id)));
          if (!item) return undefined;
          const card: EngagementCard = {
            id: r.id,
            content_type: 'comment',
            kind: 'comment',
            slug: item.data.slug,
            title: r.body.slice(0, 200),
            subtitle: item.data.title,
            image: null,
            status: null,
            url: contentUrl(item.data.type, item.data.slug),
            created_at: new Date(r.created_at).toISOString(),
          };
          return card;
        }),
      );
      const byId = new Map(cards.flatMap((c) => (c ? [[c.id, c] as const] : [])));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/** Ids of one page of a member's applications (jobs or circles), newest first, and the total. */
async function appliedPage(db: Db, query: ReturnType<typeof sql>, countQuery: ReturnType<typeof sql>) {
  const [ids, total] = await Promise.all([db.execute(query), db.execute(countQuery)]);
  return {
    ids: rowsOf<{ id: number }>(ids).map((r) => Number(r.id)),
    count: Number(rowsOf<{ n: number | string }>(total)[0]?.n ?? 0),
  };
}

/** Jobs: bookmarked from the board; My Jobs are the jobs the member applied to. */
export function jobEntry(db: Db, jobs: JobsModule): EngageableEntry {
  const cards = (user: UserRow, ids: number[]) =>
    cardsOneByOne(ids, async (id) => (await readable(() => jobs.jobs.get(user, id)))?.data, jobCard);
  return {
    type: 'job',
    table: 'jobs',
    votable: false,
    bookmarkable: true,
    cards,
    async mine(user, { limit, offset }) {
      const page = await appliedPage(
        db,
        sql`SELECT job_id AS id FROM job_applications WHERE user_id = ${user.id}
            ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        sql`SELECT count(*) AS n FROM job_applications WHERE user_id = ${user.id}`,
      );
      return { rows: await cards(user, page.ids), count: page.count };
    },
  };
}

/** Circles and events (groups of those types): My Circles are the circles the member applied to. */
export function groupEntry(db: Db, groups: GroupsModule, groupType: 'circle' | 'event'): EngageableEntry {
  const cards = (user: UserRow, ids: number[]) =>
    cardsOneByOne(
      ids,
      async (id) => {
        const group = await readable(() => groups.groups.get(user, id));
        return group && group.group_type === groupType ? group : undefined;
      },
      groupCard,
    );
  return {
    type: groupType,
    table: 'groups',
    votable: false,
    bookmarkable: true,
    cards,
    async mine(user, { limit, offset }) {
      const applied = sql`FROM group_memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.user_id = ${user.id} AND g.group_type = ${groupType} AND m.membership_type = 'member'`;
      const page = await appliedPage(
        db,
        sql`SELECT g.id ${applied} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
        sql`SELECT count(*) AS n ${applied}`,
      );
      return { rows: await cards(user, page.ids), count: page.count };
    },
  };
}
