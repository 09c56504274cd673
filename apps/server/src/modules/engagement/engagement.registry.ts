import type { EngageableType, EngagementItem } from '@careerhub/shared';
import type { UserRow } from '../auth/users.repository.js';

/** A row of a Favorites or My Items table before the reader's bookmark flags are added. */
export type EngagementCard = Omit<EngagementItem, 'bookmarked_at' | 'is_bookmarked'>;

export interface MinePage {
  rows: EngagementCard[];
  count: number;
}

/**
 * One kind of item members vote on or bookmark. The engagement module owns votes, scores and
 * bookmarks; the module that owns the item answers who may see it and how it shows in a list.
 */
export interface EngageableEntry {
  type: EngageableType;
  /** The table the items live in (object_id is its id). */
  table: string;
  votable: boolean;
  bookmarkable: boolean;
  /** The items the reader may see, as cards, in the order asked; the others are left out. */
  cards(user: UserRow, ids: number[]): Promise<EngagementCard[]>;
  /**
   * Whether the reader may see one item: the same answer as `cards`, without presenting it (a
   * vote or bookmark asks only this). Entries without it are asked through `cards`.
   */
  isVisible?(user: UserRow, id: number): Promise<boolean>;
  /**
   * The reader's own items for My Items, newest first (created, or applied to for jobs and
   * circles). `kind` narrows where the entry has several (contents: resource or post).
   */
  mine?(user: UserRow, page: { limit: number; offset: number; kind?: string | undefined }): Promise<MinePage>;
  /** Told after a vote moved an item's score (the owner drops what it keeps with the old score). */
  scoreChanged?(id: number): void;
}

/**
 * The kinds of item the engagement module serves. A module adds its kind with `register` when the
 * app is wired (app.ts); a kind not registered answers 400 on a vote or bookmark and an empty
 * section in Favorites and My Items.
 */
export function createEngagementRegistry() {
  const entries = new Map<EngageableType, EngageableEntry>();
  return {
    register(entry: EngageableEntry) {
      entries.set(entry.type, entry);
    },
    get(type: EngageableType): EngageableEntry | undefined {
      return entries.get(type);
    },
    types(): EngageableType[] {
      return [...entries.keys()];
    },
  };
}
export type EngagementRegistry = ReturnType<typeof createEngagementRegistry>;

/** The entry's cards, one id at a time through the owner's single-item read (404 → left out). */
export async function cardsOneByOne<T>(
  ids: number[],
  read: (id: number) => Promise<T | undefined>,
  card: (item: T) => EngagementCard,
): Promise<EngagementCard[]> {
  const items = await Promise.all(ids.map((id) => read(id)));
  return items.flatMap((item) => (item === undefined ? [] : [card(item)]));
}
