import type { MessagesData, RoomsData } from './api';
import type { ChatMessage, ChatMessageView, Room } from './types';

/*
 * Pure updates of the cached pages when live events arrive. Pages are newest first (page 1 holds
 * the latest messages and the most recently active rooms).
 */

function allMessages(data: MessagesData): ChatMessageView[] {
  return data.pages.flatMap((p) => p.data);
}

/**
 * A message arrives (live event, ack, HTTP answer): it replaces the optimistic copy with the same
 * client_id or the copy with the same id, otherwise it goes on top of page 1. Returns the data
 * unchanged when the message is already there as sent.
 */
export function upsertMessage(data: MessagesData, message: ChatMessageView): MessagesData {
  const matches = (m: ChatMessageView) =>
    m.id === message.id || (!!message.client_id && m.client_id === message.client_id);
  const existing = allMessages(data).find(matches);
  if (existing && !existing.status && !message.status && existing.id === message.id) return data;
  if (existing) {
    let replaced = false;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.flatMap((m) => {
          if (!matches(m)) return [m];
          // A message matching twice (optimistic copy and the live echo) is kept once.
          if (replaced) return [];
          replaced = true;
          return [message];
        }),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  // Newest first; a replayed older message still goes in its place by id.
  const merged = [message, ...first.data].sort(compareNewestFirst);
  return {
    ...data,
    pages: [
      { ...first, data: merged, pagination: { ...first.pagination, count: first.pagination.count + 1 } },
      ...rest,
    ],
  };
}

/** Sent messages by id, newest first; messages still being sent (negative ids) stay on top. */
function compareNewestFirst(a: ChatMessageView, b: ChatMessageView): number {
  const pendingA = a.id < 0;
  const pendingB = b.id < 0;
  if (pendingA !== pendingB) return pendingA ? -1 : 1;
  if (pendingA && pendingB) return a.id - b.id;
  return b.id - a.id;
}

/** Marks the optimistic message with this client_id as refused, with the server's reason. */
export function failMessage(data: MessagesData, clientId: string, error: string): MessagesData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((m) =>
        m.client_id === clientId && m.status ? { ...m, status: 'failed', error } : m,
      ),
    })),
  };
}

export function removeMessage(data: MessagesData, clientId: string): MessagesData {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.filter((m) => m.client_id !== clientId) })),
  };
}

/** The newest sent message id in cached pages (seeds the socket's sync mark). */
export function highestMessageId(data: MessagesData | undefined): number {
  return Math.max(0, ...(data?.pages.flatMap((p) => p.data.map((m) => m.id)) ?? []));
}

/** The newest last-message id over the cached rooms. */
export function highestRoomMessageId(data: RoomsData | undefined): number {
  return Math.max(0, ...(data?.pages.flatMap((p) => p.data.map((r) => r.last_message?.id ?? 0)) ?? []));
}

/**
 * A message moved a room: it becomes the room's last message, the room goes first, and its
 * unread count grows when the message is someone else's and the room is not being read.
 * Returns null when the room is not in the cached pages (the caller refetches).
 */
export function applyMessageToRooms(
  data: RoomsData,
  message: ChatMessage,
  opts: { myId: number | undefined; isReading: boolean },
): RoomsData | null {
  const rooms = data.pages.flatMap((p) => p.data);
  const room = rooms.find((r) => r.id === message.room);
  if (!room) return null;
  if (room.last_message && room.last_message.id >= message.id) return data;
  const countsAsUnread = message.sender.id !== opts.myId && !opts.isReading;
  const updated: Room = {
    ...room,
    last_message: message,
    updated_at: message.timestamp,
    unread_count: room.unread_count + (countsAsUnread ? 1 : 0),
  };
  const pages = data.pages.map((page, index) => ({
    ...page,
    data: [...(index === 0 ? [updated] : []), ...page.data.filter((r) => r.id !== room.id)],
    unread_total: page.unread_total + (countsAsUnread ? 1 : 0),
  }));
  return { ...data, pages };
}

/** A room read by me: no unread messages left in it. */
export function markRoomReadInRooms(data: RoomsData, roomId: number): RoomsData {
  const room = data.pages.flatMap((p) => p.data).find((r) => r.id === roomId);
  if (!room || room.unread_count === 0) return data;
  const removed = room.unread_count;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((r) => (r.id === roomId ? { ...r, unread_count: 0 } : r)),
      unread_total: Math.max(0, page.unread_total - removed),
    })),
  };
}

export function setRoomBlocked(data: RoomsData, roomId: number, blocked: boolean): RoomsData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((r) => (r.id === roomId ? { ...r, blocked } : r)),
    })),
  };
}

/** Unread messages over every conversation (the server's total, kept current by the updates above). */
export function unreadTotal(data: RoomsData | undefined): number {
  return data?.pages[0]?.unread_total ?? 0;
}

/**
 * Every item of the pages once, in page order. Pages are fetched by offset while live messages
 * and moving rooms shift the server's list, so a later page can repeat an item of an earlier one.
 */
export function uniqueById<T extends { id: number }>(pages: Array<{ data: T[] }> | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  return items;
}
