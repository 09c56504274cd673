import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/auth-helpers.js';
import { chatMember, openRoom, sendText, type ChatMember } from '../../../test/chat-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createChatRepository, type NewChatMessage } from './chat.repository.js';

// Messages are stored many per statement (group commit, docs/decisions/0013): these check that a
// batch answers each sender with their own message, stores a repeated client_id once, that rooms
// show their newest message (read from the messages: nothing but an INSERT is written per
// message), and that messages sent at the same moment are all stored, in batches bigger than one.

const text = (value: string) => [{ type: 'text' as const, value }];

describe('chat messages stored together', () => {
  let t: TestApp;
  let a: ChatMember;
  let b: ChatMember;
  let c: ChatMember;
  let roomAB: number;
  let roomAC: number;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b, c] = [await chatMember(t), await chatMember(t), await chatMember(t)];
    roomAB = await openRoom(t, a, b);
    roomAC = await openRoom(t, a, c);
  });
  afterAll(() => t.close());

  /** The room's last message as the rooms list shows it to `viewer`. */
  const lastMessageOf = async (roomId: number, viewer: ChatMember = a) => {
    const rooms = (await get(t, '/room/?page=1&page_size=50', viewer.access)).json() as {
      data: Array<{ id: number; last_message: { id: number } | null; updated_at: string }>;
    };
    return rooms.data.find((r) => r.id === roomId)!.last_message?.id ?? null;
  };

  it('answers each input with its own row; repeats, in the batch or stored before, are stored once', async () => {
    const repo = createChatRepository(t.ctx.database.db);
    const [earlier] = await repo.insertMessages([
      { roomId: roomAB, senderId: a.id, recipientId: b.id, blocks: text('stored before'), clientId: 'x-1' },
    ]);
    expect(earlier!.isNew).toBe(true);

    const inputs: NewChatMessage[] = [
      { roomId: roomAB, senderId: a.id, recipientId: b.id, blocks: text('one'), clientId: null },
      { roomId: roomAC, senderId: a.id, recipientId: c.id, blocks: text('two'), clientId: 'x-2' },
      { roomId: roomAB, senderId: b.id, recipientId: a.id, blocks: text('three'), clientId: null },
      { roomId: roomAB, senderId: a.id, recipientId: b.id, blocks: text('again'), clientId: 'x-1' },
      { roomId: roomAC, senderId: a.id, recipientId: c.id, blocks: text('two, twice'), clientId: 'x-2' },
      { roomId: roomAC, senderId: c.id, recipientId: a.id, blocks: text('four'), clientId: 'x-2' },
    ];
    const results = await repo.insertMessages(inputs);
    expect(results.map((r) => [r.message.blocks[0]!.value, r.isNew])).toEqual([
      ['one', true],
      ['two', true],
      ['three', true],
      ['stored before', false],
      ['two', false],
      // The same client_id from another sender is another message.
      ['four', true],
    ]);
    expect(results[3]!.message.id).toBe(earlier!.message.id);
    expect(results[4]!.message.id).toBe(results[1]!.message.id);
    results.forEach((r, i) => {
      expect(r.message).toMatchObject({
        roomId: inputs[i]!.roomId,
        senderId: inputs[i]!.senderId,
        recipientId: inputs[i]!.recipientId,
      });
    });
    // Ids follow the order sent; each room shows its newest message.
    expect(results[0]!.message.id).toBeLessThan(results[2]!.message.id);
    expect(await lastMessageOf(roomAB)).toBe(results[2]!.message.id);
    expect(await lastMessageOf(roomAC)).toBe(results[5]!.message.id);
  });

  it('stores 60 messages sent at once, each answered with its own, in fewer statements', async () => {
    const batches = async () => {
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      const count = /^chat_message_batch_size_count (\d+)/m.exec(metrics.body);
      const sum = /^chat_message_batch_size_sum (\d+)/m.exec(metrics.body);
      return { count: Number(count?.[1] ?? 0), sum: Number(sum?.[1] ?? 0) };
    };
    const before = await batches();
    // Over HTTP (what a browser does) and straight to the service (what the socket does), at once.
    const userC = await t.ctx.users.findById(c.id);
    const overHttp = Array.from({ length: 30 }, (_, i) =>
      sendText(t, a, roomAB, `burst ${2 * i}`, `burst-${i}`),
    );
    const direct = Array.from({ length: 30 }, (_, i) =>
      t.ctx.chat.sendMessage(userC!, roomAC, { texts: [`burst ${2 * i + 1}`] }, { via: 'socket' }),
    );
    const [answers, sent] = await Promise.all([Promise.all(overHttp), Promise.all(direct)]);
    answers.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ room: roomAB, messages: [{ value: `burst ${2 * i}` }] });
    });
    sent.forEach((message, i) =>
      expect(message).toMatchObject({
        room: roomAC,
        sender: { id: c.id },
        messages: [{ value: `burst ${2 * i + 1}` }],
      }),
    );
    const after = await batches();
    expect(after.sum - before.sum).toBe(60);
    expect(after.count - before.count, 'statements for 60 messages').toBeLessThan(60);

    // Everything is there once, and the room points at its newest message.
    const listed = (await get(t, `/chats/${roomAB}/?page=1&page_size=50`, b.access)).json() as {
      data: Array<{ id: number; messages: Array<{ value: string }> }>;
    };
    const burst = listed.data.map((m) => m.messages[0]!.value).filter((v) => v.startsWith('burst'));
    expect(burst.sort()).toEqual(Array.from({ length: 30 }, (_, k) => `burst ${2 * k}`).sort());
    expect(await lastMessageOf(roomAB)).toBe(Math.max(...listed.data.map((m) => m.id)));
  });
});
