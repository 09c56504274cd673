import type { UserRow } from '../auth/users.repository.js';
import type { SearchRepository, SearchRow } from './search.repository.js';

export interface SearchQuery {
  type: 'institution' | 'user' | 'all' | 'all_group';
  search: string;
  page: number;
  pageSize: number;
  country?: string | undefined;
  professionalFields?: number[] | undefined;
  extraInfo?: string | undefined;
  isVerifiedGroup?: boolean | undefined;
  groupId?: number | undefined;
  /** The signed-in user, if any: private groups are found by their members and staff only. */
  viewer: UserRow | null;
}

const GROUP_TYPES = ['organization', 'institution', 'circle', 'event'];

function present(row: SearchRow) {
  return {
    id: Number(row.id),
    type: row.type,
    name: row.name,
    name_slug: row.name_slug,
    image: row.image_key
      ? row.image_key.startsWith('/') || row.image_key.startsWith('http')
        ? row.image_key
        : `/media/${row.image_key}`
      : null,
    description: row.description,
    reason: null as string | null,
    institution_name: row.institution_name,
    country: row.country,
  };
}

const EMPTY = { data: [], pagination: { count: 0, next: null } };

/**
 * Ranked search over people and groups: full text plus trigram similarity for misspellings.
 * `canListMembersOf` is the groups policy: people filtered by a group (group_id) are that group's
 * members, shown only to whoever may list them on the group's own members page.
 */
export function createSearchService(
  repo: SearchRepository,
  canListMembersOf: (viewer: UserRow | null, groupId: number) => Promise<boolean>,
) {
  return {
    async search(q: SearchQuery) {
      if (q.groupId !== undefined && q.type !== 'institution' && q.type !== 'all_group') {
        if (!(await canListMembersOf(q.viewer, q.groupId))) return EMPTY;
      }
      const offset = (q.page - 1) * q.pageSize;
      const viewer = { id: q.viewer?.id ?? null, isStaff: Boolean(q.viewer?.isStaff) };
      const userFilters = {
        country: q.country,
        professionalFields: q.professionalFields,
        extraInfo: q.extraInfo,
        groupId: q.groupId,
      };
      let result: { rows: SearchRow[]; count: number };
      if (q.type === 'user') result = await repo.users(q.search, userFilters, q.pageSize, offset);
      else if (q.type === 'institution' || q.type === 'all_group') {
        const types = q.type === 'institution' ? ['institution'] : GROUP_TYPES;
        result = await repo.groups(
          q.search,
          { types, isVerified: q.isVerifiedGroup, viewer },
          q.pageSize,
          offset,
        );
      } else {
        // Both kinds, merged by score: read enough of each to fill this page.
        const [people, groups] = await Promise.all([
          repo.users(q.search, userFilters, offset + q.pageSize, 0),
          repo.groups(
            q.search,
            { types: GROUP_TYPES, isVerified: q.isVerifiedGroup, viewer },
            offset + q.pageSize,
            0,
          ),
        ]);
        const merged = [...people.rows, ...groups.rows].sort((a, b) => Number(b.score) - Number(a.score));
        result = { rows: merged.slice(offset, offset + q.pageSize), count: people.count + groups.count };
      }
      return {
        data: result.rows.map(present),
        pagination: { count: result.count, next: offset + q.pageSize < result.count ? q.page + 1 : null },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
