import {
  ENGAGEMENT_MESSAGES as M,
  ENGAGEMENT_PREVIEW_ITEMS,
  FAVORITE_SECTIONS,
  FAVORITE_SECTION_TYPE,
  VOTE_VALUE,
  type BookmarkResult,
  type EngageableType,
  type EngagementItem,
  type EngagementSection,
  type MyFavourites,
  type MyItems,
  type Page,
  type VoteInput,
  type VoteResult,
} from '@careerhub/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { UserRow } from '../auth/users.repository.js';
import type { EngageableEntry, EngagementCard, EngagementRegistry, MinePage } from './engagement.registry.js';
import type { EngagementRepository, VoteValue } from './engagement.repository.js';

export interface EngagementDeps {
  repo: EngagementRepository;
  transactions: Transactions;
  registry: EngagementRegistry;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
const pagination = (page: number, size: number, total: number) => ({
  count: total,
  next: page * size < total ? page + 1 : null,
});
const EMPTY_PAGE: MinePage = { rows: [], count: 0 };

/** What the next vote is: the same vote again clears it (spec 4 Vote). */
export function nextVote(before: VoteValue, asked: 1 | -1): { value: VoteValue; delta: number } {
  const value = before === asked ? null : asked;
  return { value, delta: (value ?? 0) - (before ?? 0) };
}

/** Which of the My Items sections read which entry (and which of its kinds). */
const MY_SECTION_SOURCES = {
  circles: { type: 'circle', kind: undefined },
  resources: { type: 'content', kind: 'resource' },
  jobs: { type: 'job', kind: undefined },
  use_cases: { type: 'use_case', kind: undefined },
  posts: { type: 'content', kind: 'post' },
  ai_tools: { type: 'ai_tool', kind: undefined },
} as const satisfies Record<keyof MyItems, { type: EngageableType; kind: string | undefined }>;

/** Votes, bookmarks, Favorites and My Items over the kinds the registry serves. */
export function createEngagementService(deps: EngagementDeps) {
  const { repo, registry } = deps;

  /** The entry, when it serves the capability; 400 on the field otherwise. */
  function entryFor(type: EngageableType, capability: 'votable' | 'bookmarkable', field: string) {
    const entry = registry.get(type);
    if (!entry || !entry[capability]) throw fieldError(field, M.unknownType);
    return entry;
  }

  /** 404 unless the reader may see the item (nothing is written for an item they cannot see). */
  async function requireVisible(entry: EngageableEntry, user: UserRow, id: number) {
    const visible = entry.isVisible
      ? await entry.isVisible(user, id)
      : (await entry.cards(user, [id])).length > 0;
    if (!visible) throw notFound();
  }

  async function withBookmarks(
    user: UserRow,
    type: EngageableType,
    cards: EngagementCard[],
    at?: Map<number, Date>,
  ): Promise<EngagementItem[]> {
    const saved = at
      ? null
      : await repo.bookmarkedOf(
          user.id,
          type,
          cards.map((c) => c.id),
        );
    return cards.map((c) => ({
      ...c,
      bookmarked_at: at?.get(c.id)?.toISOString() ?? null,
      is_bookmarked: at ? true : saved!.has(c.id),
    }));
  }

  async function bookmarked(user: UserRow, type: EngageableType, limit: number, offset: number) {
    const entry = registry.get(type);
    if (!entry?.bookmarkable) return { data: [] as EngagementItem[], count: 0 };
    const { rows, count } = await repo.listBookmarks(user.id, type, limit, offset);
    const at = new Map(rows.map((r) => [r.id, r.createdAt]));
    // Items the reader can no longer see (left a private group, item removed) are left out.
    const cards = await entry.cards(
      user,
      rows.map((r) => r.id),
    );
    return { data: await withBookmarks(user, type, cards, at), count };
  }

  async function mine(
    user: UserRow,
    type: EngageableType,
    kind: string | undefined,
    limit: number,
    offset: number,
  ) {
    const entry = registry.get(type);
    const page = entry?.mine ? await entry.mine(user, { limit, offset, kind }) : EMPTY_PAGE;
    return { data: await withBookmarks(user, type, page.rows), count: page.count };
  }

  return {
    async vote(user: UserRow, body: VoteInput): Promise<VoteResult> {
      const entry = entryFor(body.content_type, 'votable', 'content_type');
      await requireVisible(entry, user, body.object_id);
      const asked = VOTE_VALUE[body.vote_type];
      const { value, score } = await deps.transactions.run(async () => {
        const before = await repo.lockVote(entry.type, body.object_id, user.id);
        const next = nextVote(before, asked);
        return {
          value: next.value,
          score: await repo.setVote(entry.type, body.object_id, user.id, next.value, next.delta),
        };
      });
      entry.scoreChanged?.(body.object_id);
      return {
        total_score: score,
        user_vote: value,
        user_vote_type: value === 1 ? 'upvote' : value === -1 ? 'downvote' : null,
      };
    },

    async bookmark(user: UserRow, type: EngageableType, id: number): Promise<BookmarkResult> {
      const entry = entryFor(type, 'bookmarkable', 'type');
      await requireVisible(entry, user, id);
      await repo.addBookmark(user.id, type, id);
      return { message: M.bookmarked, is_bookmarked: true };
    },

    /** Removing needs no sight of the item: a member may drop a favourite they can no longer open. */
    async unbookmark(user: UserRow, type: EngageableType, id: number): Promise<BookmarkResult> {
      entryFor(type, 'bookmarkable', 'type');
      await repo.removeBookmark(user.id, type, id);
      return { message: M.unbookmarked, is_bookmarked: false };
    },

    async listBookmarks(
      user: UserRow,
      type: EngageableType,
      q: { page: number; page_size: number },
    ): Promise<Page<EngagementItem>> {
      entryFor(type, 'bookmarkable', 'type');
      const { data, count } = await bookmarked(user, type, q.page_size, (q.page - 1) * q.page_size);
      return { data, pagination: pagination(q.page, q.page_size, count) };
    },

    async myFavourites(user: UserRow): Promise<MyFavourites> {
      const sections = await Promise.all(
        FAVORITE_SECTIONS.map(
          async (name) =>
            [name, await bookmarked(user, FAVORITE_SECTION_TYPE[name], ENGAGEMENT_PREVIEW_ITEMS, 0)] as const,
        ),
      );
      return Object.fromEntries(sections) as Record<keyof MyFavourites, EngagementSection>;
    },

    async myItems(user: UserRow): Promise<MyItems> {
      const names = Object.keys(MY_SECTION_SOURCES) as Array<keyof MyItems>;
      const sections = await Promise.all(
        names.map(async (name) => {
          const { type, kind } = MY_SECTION_SOURCES[name];
          return [name, await mine(user, type, kind, ENGAGEMENT_PREVIEW_ITEMS, 0)] as const;
        }),
      );
      return Object.fromEntries(sections) as Record<keyof MyItems, EngagementSection>;
    },

    /** Which kinds of item the member saved or voted on ("content:<type>" for contents). */
    engagedKinds: (user: UserRow): Promise<Set<string>> => repo.engagedKinds(user.id),

    /** GET {type}/me/: a page of the reader's own items of one kind. */
    async listMine(
      user: UserRow,
      type: EngageableType,
      q: { page: number; page_size: number; kind?: string | undefined },
    ): Promise<Page<EngagementItem>> {
      const { data, count } = await mine(user, type, q.kind, q.page_size, (q.page - 1) * q.page_size);
      return { data, pagination: pagination(q.page, q.page_size, count) };
    },
  };
}
export type EngagementService = ReturnType<typeof createEngagementService>;
