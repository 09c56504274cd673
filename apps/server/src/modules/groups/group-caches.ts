import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { shareAcrossInstances } from '../../platform/cache-bus.js';
import type { PubSub } from '../../platform/pubsub/index.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import type { GroupCounts, GroupRow } from './groups.repository.js';
import type { MemberRow, MembershipRow } from './memberships.repository.js';

/** Member filters that read the people (users, profiles, group profiles), not only memberships. */
const PEOPLE_FILTERS = ['country', 'search', 'isVerified', 'professionalFields'] as const;
/** User columns the members list shows or filters on; other user writes (last login) change nothing here. */
const SHOWN_USER_FIELDS = new Set(['firstName', 'lastName', 'nameSlug', 'email', 'isVerified']);

type MemberFilterKey = { status: string } & Partial<Record<(typeof PEOPLE_FILTERS)[number], unknown>>;
const readsPeople = (f: MemberFilterKey) =>
  f.status === 'unverified' || PEOPLE_FILTERS.some((name) => f[name] !== undefined);

/**
 * The groups module's read caches and what drops them, in one place (decision 0007, "Caches").
 *
 * Group lists, members pages and their totals are the same answer for many requests, and on a
 * large group counting is the costly part. Each is kept for `ttlMs` (GROUP_COUNT_CACHE_TTL_MS);
 * every write made by this process drops what it can change before the next read:
 *
 * - a membership write (join, accept, remove, follow, default organization, sign-up's default
 *   organization) moves the group's version, which is part of every key of that group's member
 *   pages, totals and viewer memberships, and drops every group list page (member counts);
 * - a group write (create, edit, logo) drops the group's row, the group lists and the member
 *   pages (they show institution names);
 * - a person's write (name, e-mail, verification, profile, picture, group profile) drops the
 *   member pages that show that person and the totals whose filters read people.
 *
 * Another instance's writes show within `ttlMs`, as for the cached users (USER_CACHE_TTL_MS).
 * The cached group rows and viewer memberships serve read-only requests only; the writes re-read.
 */
export function createGroupCaches(ttlMs: number) {
  const versions = new Map<number, number>();
  const version = (groupId: number) => versions.get(groupId) ?? 0;
  /** Pages of group lists (the same for every anonymous visitor, or every staff member). */
  const listPages = new TtlCache<string, unknown>(ttlMs, 1_000);
  /** Totals of group lists by filters and viewer. */
  const listTotals = new TtlCache<string, number>(ttlMs, 10_000);
  /** Pages of member lists (ids in order), with the people on them and whether the filters read people. */
  const memberPages = new TtlCache<string, { rows: MemberRow[]; userIds: Set<number>; people: boolean }>(
    ttlMs,
    2_000,
  );
  /** Totals of member lists, and whether their filters read people. */
  const memberTotals = new TtlCache<string, { n: number; people: boolean }>(ttlMs, 10_000);
  /** Member counts of a group page (by status, unverified, circles). */
  const groupCounts = new TtlCache<string, GroupCounts>(ttlMs, 10_000);
  const groupRows = new TtlCache<number, GroupRow | undefined>(ttlMs, 10_000);
  /** A viewer's membership row (or none) in a group, for read-only requests. */
  const viewers = new TtlCache<string, { row: MembershipRow | null }>(ttlMs, 50_000);

  return {
    ttlMs,
    version,
    listPages,
    listTotals,
    groupRows,
    /** The total of a member list, counted once per group version and filters. */
    async memberTotal(groupId: number, filters: MemberFilterKey, count: () => Promise<number>) {
      const key = `${groupId}:${version(groupId)}:${JSON.stringify(filters)}`;
      const people = readsPeople(filters);
      return (await memberTotals.getOrLoad(key, async () => ({ n: await count(), people }))).n;
    },
    /** One page of a member list, read once per group version, filters and position. */
    async memberPage(
      groupId: number,
      filters: MemberFilterKey,
      limit: number,
      offset: number,
      read: () => Promise<MemberRow[]>,
    ): Promise<MemberRow[]> {
      const key = `${groupId}:${version(groupId)}:${JSON.stringify(filters)}:${limit}:${offset}`;
      const page = await memberPages.getOrLoad(key, async () => {
        const rows = await read();
        return { rows, userIds: new Set(rows.map((r) => r.userId)), people: readsPeople(filters) };
      });
      return page.rows;
    },
    groupCounts: (groupId: number, count: () => Promise<GroupCounts>) =>
      groupCounts.getOrLoad(`${groupId}:${version(groupId)}`, count),
    /** The viewer's membership in a group (null: none), for requests that only read. */
    async viewer(groupId: number, userId: number, find: () => Promise<MembershipRow | undefined>) {
      const key = `${groupId}:${version(groupId)}:${userId}`;
      return (await viewers.getOrLoad(key, async () => ({ row: (await find()) ?? null }))).row;
    },

    membershipsChanged(groupId: number) {
      versions.set(groupId, version(groupId) + 1);
      listPages.clear();
      listTotals.clear();
    },
    groupChanged(groupId: number | null) {
      if (groupId !== null) groupRows.delete(groupId);
      listPages.clear();
      listTotals.clear();
      memberPages.clear();
      groupCounts.clear();
    },
    /** `changes`: the user columns written, when known (only shown ones matter). */
    personChanged(userId: number, changes?: Record<string, unknown>) {
      if (changes && !Object.keys(changes).some((k) => SHOWN_USER_FIELDS.has(k))) return;
      memberPages.deleteWhere((_key, page) => page.people || page.userIds.has(userId));
      memberTotals.deleteWhere((_key, total) => total.people);
      // The unverified count reads the users; circles are counted in the same query.
      groupCounts.clear();
    },
  };
}
export type GroupCaches = ReturnType<typeof createGroupCaches>;

/**
 * The caches' drops shared with the other instances on the same database (decision 0026): a
 * join on instance A drops B's group lists and member pages at once, not after `ttlMs`. The
 * database's name scopes the channel, so instances of other databases on one Redis (test runs)
 * never hear them. A person's drop carries the names of the columns written, never their values.
 */
export function shareGroupCaches(
  caches: GroupCaches,
  pubsub: PubSub,
  config: Pick<Config, 'DATABASE_URL'>,
  logger: Logger,
) {
  if (caches.ttlMs <= 0) return caches;
  return shareAcrossInstances(
    caches,
    [
      { name: 'membershipsChanged' },
      { name: 'groupChanged' },
      {
        name: 'personChanged',
        encode: ([userId, changes]) => [
          userId,
          changes && typeof changes === 'object'
            ? Object.fromEntries(Object.keys(changes).map((k) => [k, true]))
            : undefined,
        ],
      },
    ],
    {
      pubsub,
      logger: logger.child({ component: 'group-caches' }),
      scope: config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname : null,
      resetAll: () => caches.groupChanged(null),
    },
  );
}
