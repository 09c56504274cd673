import { describe, expect, it } from 'vitest';
import type { MessagesData, RoomsData } from './api';
import {
  applyMessageToRooms,
  failMessage,
  highestMessageId,
  highestRoomMessageId,
  markRoomReadInRooms,
  uniqueById,
  unreadTotal,
  upsertMessage,
} from './cache';
import { groupMessages } from './grouping';
import type { ChatMessageView, ChatUser, Room } from './types';

const ana: ChatUser = { id: 1, name: 'Ana Diaz', image_path: null, type: 'user', slug: 'ana-diaz' };
const ben: ChatUser = { id: 2, name: 'Ben Okafor', image_path: null, type: 'user', slug: 'ben-okafor' };
const cleo: ChatUser = { id: 3, name: 'Cleo Park', image_path: null, type: 'user', slug: 'cleo-park' };

function msg(id: number, from: ChatUser, extra: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id,
    room: 10,
    sender: from,
    recipient: from.id === ana.id ? ben : ana,
    timestamp: new Date(Date.UTC(2026, 0, 5, 9, 0, id)).toISOString(),
    messages: [{ type: 'text', value: `m${id}` }],
    client_id: null,
    ...extra,
  };
}

function pages(...lists: ChatMessageView[][]): MessagesData {
  return {
    pageParams: lists.map((_, i) => i + 1),
    pages: lists.map((data, i) => ({
      data,
      pagination: { count: 99, next: i < lists.length - 1 ? i + 2 : null },
    })),
  };
}

function room(id: number, other: ChatUser, lastId: number | null, unread = 0): Room {
  return {
    id,
    name: other.name,
    type: 'ONE_TO_ONE',
    users: [ana, other],
    last_message: lastId === null ? null : { ...msg(lastId, other), room: id },
    unread_count: unread,
    blocked: false,
    updated_at: '2026-01-05T09:00:00.000Z',
  };
}

function rooms(list: Room[], total: number): RoomsData {
  return {
    pageParams: [1],
    pages: [{ data: list, pagination: { count: list.length, next: null }, unread_total: total }],
  };
}

const ids = (data: MessagesData) => data.pages.map((p) => p.data.map((m) => m.id));

describe('upsertMessage', () => {
  it('puts a new message on top of page 1 (newest first) and ignores a repeat of the same id', () => {
    const data = pages([msg(5, ben), msg(4, ana)], [msg(3, ben)]);
    const once = upsertMessage(data, msg(6, ben));
    expect(ids(once)).toEqual([[6, 5, 4], [3]]);
    expect(upsertMessage(once, msg(6, ben))).toBe(once);
    // A replayed message (sync after a reconnect) that is older than the newest goes in id order.
    const gap = upsertMessage(pages([msg(9, ben), msg(5, ana)]), msg(7, ben));
    expect(ids(gap)).toEqual([[9, 7, 5]]);
  });

  it('replaces the optimistic copy by client_id when the ack or the live echo arrives, once', () => {
    const sending = msg(-1, ana, { client_id: 'c-1', status: 'sending' });
    const data = upsertMessage(pages([msg(5, ben)]), sending);
    expect(ids(data)).toEqual([[-1, 5]]);
    const acked = upsertMessage(data, msg(8, ana, { client_id: 'c-1' }));
    expect(ids(acked)).toEqual([[8, 5]]);
    expect(acked.pages[0]!.data[0]!.status).toBeUndefined();
    // The same message again (another socket's chat_message) changes nothing.
    expect(ids(upsertMessage(acked, msg(8, ana, { client_id: 'c-1' })))).toEqual([[8, 5]]);
  });

  it('keeps messages still being sent above the sent ones', () => {
    const data = upsertMessage(pages([msg(5, ben)]), msg(-1, ana, { client_id: 'a', status: 'sending' }));
    const withIncoming = upsertMessage(data, msg(6, ben));
    expect(ids(withIncoming)).toEqual([[-1, 6, 5]]);
  });
});

describe('failMessage', () => {
  it('marks only the optimistic message with that client_id as failed, with the reason', () => {
    const data = pages([
      msg(-1, ana, { client_id: 'x', status: 'sending' }),
      msg(5, ben, { client_id: 'x' }),
    ]);
    const failed = failMessage(data, 'x', 'Not delivered.');
    expect(failed.pages[0]!.data[0]).toMatchObject({ status: 'failed', error: 'Not delivered.' });
    // A sent message is never turned into a failure by a late timeout.
    expect(failed.pages[0]!.data[1]!.status).toBeUndefined();
  });
});

describe('rooms', () => {
  it('moves the room to the top with the message, counting it unread unless it is mine or being read', () => {
    const data = rooms([room(10, ben, 5), room(11, cleo, 7, 2)], 2);
    const incoming = { ...msg(9, ben), room: 10 };
    const updated = applyMessageToRooms(data, incoming, { myId: ana.id, isReading: false })!;
    expect(updated.pages[0]!.data.map((r) => [r.id, r.unread_count, r.last_message?.id])).toEqual([
      [10, 1, 9],
      [11, 2, 7],
    ]);
    expect(unreadTotal(updated)).toBe(3);

    const reading = applyMessageToRooms(data, incoming, { myId: ana.id, isReading: true })!;
    expect(unreadTotal(reading)).toBe(2);
    const mine = applyMessageToRooms(data, { ...msg(9, ana), room: 11 }, { myId: ana.id, isReading: false })!;
    expect(mine.pages[0]!.data.map((r) => [r.id, r.unread_count])).toEqual([
      [11, 2],
      [10, 0],
    ]);
    // A replay of a message the room already shows counts nothing twice.
    expect(applyMessageToRooms(updated, incoming, { myId: ana.id, isReading: false })).toBe(updated);
    // An unknown room: the caller refetches.
    expect(
      applyMessageToRooms(data, { ...incoming, room: 99 }, { myId: ana.id, isReading: false }),
    ).toBeNull();
  });

  it('marking a room read removes its unread messages from the total', () => {
    const data = rooms([room(10, ben, 5, 3), room(11, cleo, 7, 2)], 5);
    const read = markRoomReadInRooms(data, 10);
    expect(read.pages[0]!.data.map((r) => r.unread_count)).toEqual([0, 2]);
    expect(unreadTotal(read)).toBe(2);
    expect(markRoomReadInRooms(read, 10)).toBe(read);
  });

  it('finds the highest message id in cached pages (the sync mark)', () => {
    expect(highestRoomMessageId(rooms([room(10, ben, 5), room(11, cleo, 12), room(12, cleo, null)], 0))).toBe(
      12,
    );
    expect(highestRoomMessageId(undefined)).toBe(0);
    expect(highestMessageId(pages([msg(-1, ana), msg(8, ben)], [msg(3, ben)]))).toBe(8);
  });
});

describe('groupMessages', () => {
  it('groups consecutive messages of one sender within 5 minutes and labels each new day', () => {
    const at = (iso: string) => ({ timestamp: iso });
    const list = [
      msg(1, ben, at('2026-01-05T09:00:00Z')),
      msg(2, ben, at('2026-01-05T09:04:00Z')),
      msg(3, ben, at('2026-01-05T09:10:00Z')),
      msg(4, ana, at('2026-01-05T09:11:00Z')),
      msg(5, ana, at('2026-01-06T09:11:30Z')),
    ];
    const groups = groupMessages(list, new Date('2026-01-06T12:00:00Z'));
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([[1, 2], [3], [4], [5]]);
    expect(groups.map((g) => g.day)).toEqual(['Yesterday', null, null, 'Today']);
  });
});

describe('uniqueById', () => {
  it('keeps the first copy of an item that a later, shifted page repeats', () => {
    const data = pages([msg(9, ben), msg(8, ana)], [msg(8, ana), msg(7, ben)]);
    expect(uniqueById(data.pages).map((m) => m.id)).toEqual([9, 8, 7]);
    expect(uniqueById(undefined)).toEqual([]);
  });
});
