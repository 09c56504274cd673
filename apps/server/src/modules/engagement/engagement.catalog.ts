import type { UserRow } from '../auth/users.repository.js';
import type { CatalogModules } from '../usecases/catalog.plugin.js';
import { cardsOneByOne, type EngageableEntry, type EngagementCard } from './engagement.registry.js';
import { readable } from './engagement.sources.js';

/**
 * Use cases and AI tools as engageable kinds: who may see one is the catalogue's own single-item
 * read; My Use Cases and My AI Tools are its `created_by=me` lists (every status).
 */
type CatalogItem = {
  id: number;
  slug: string;
  status: string;
  created_at: string;
  group_detail: { name: string } | null;
};

function card(
  type: 'use_case' | 'ai_tool',
  item: CatalogItem & { title: string },
  image: string | null,
): EngagementCard {
  const path = type === 'use_case' ? 'usecase' : 'ai-tool';
  return {
    id: item.id,
    content_type: type,
    kind: type,
    slug: item.slug,
    title: item.title,
    subtitle: item.group_detail?.name ?? null,
    image,
    status: item.status,
    url: `/${path}/${encodeURIComponent(item.slug)}`,
    created_at: item.created_at,
  };
}

export function useCaseEntry(catalog: CatalogModules): EngageableEntry {
  const { useCases } = catalog;
  const toCard = (u: Awaited<ReturnType<typeof useCases.get>>['data']) =>
    card('use_case', u, u.thumbnail_image?.file ?? null);
  return {
    type: 'use_case',
    table: 'use_cases',
    votable: true,
    bookmarkable: true,
    cards: (user: UserRow, ids: number[]) =>
      cardsOneByOne(ids, async (id) => (await readable(() => useCases.get(user, id)))?.data, toCard),
    isVisible: (user: UserRow, id: number) => useCases.isVisible(user, id),
    async mine(user, { limit, offset }) {
      const page = Math.floor(offset / limit) + 1;
      const answer = await useCases.list(user, useCaseQuery(limit, page));
      return { rows: answer.data.map(toCard), count: answer.pagination.count };
    },
  };
}

export function aiToolEntry(catalog: CatalogModules): EngageableEntry {
  const { aiTools } = catalog;
  const toCard = (t: Awaited<ReturnType<typeof aiTools.get>>['data']) =>
    card('ai_tool', { ...t, title: t.name }, t.logo_url);
  return {
    type: 'ai_tool',
    table: 'ai_tools',
    votable: true,
    bookmarkable: true,
    cards: (user: UserRow, ids: number[]) =>
      cardsOneByOne(ids, async (id) => (await readable(() => aiTools.get(user, id)))?.data, toCard),
    async mine(user, { limit, offset }) {
      const page = Math.floor(offset / limit) + 1;
      const answer = await aiTools.list(user, aiToolQuery(limit, page));
      return { rows: answer.data.map(toCard), count: answer.pagination.count };
    },
  };
}

const useCaseQuery = (pageSize: number, page: number) =>
  ({ page, page_size: pageSize, created_by: 'me' }) as Parameters<CatalogModules['useCases']['list']>[1];
const aiToolQuery = (pageSize: number, page: number) =>
  ({ page, page_size: pageSize, created_by: 'me' }) as Parameters<CatalogModules['aiTools']['list']>[1];
