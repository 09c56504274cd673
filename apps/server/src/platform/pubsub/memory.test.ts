import { describe, expect, it } from 'vitest';
import { createMemoryPubSub, publishToUser, userChannel } from './index.js';

describe('in-process pub/sub', () => {
  it('delivers to every subscriber of the channel and nowhere else, until unsubscribed', async () => {
    const pubsub = createMemoryPubSub();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const other: unknown[] = [];
    const stopA = await pubsub.subscribe(userChannel(1), (m) => a.push(m));
    await pubsub.subscribe(userChannel(1), (m) => b.push(m));
    await pubsub.subscribe(userChannel(2), (m) => other.push(m));

    await publishToUser(pubsub, 1, { type: 'notification', notification: { id: 5 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(a).toEqual([{ type: 'notification', notification: { id: 5 } }]);
    expect(b).toEqual(a);
    expect(other).toEqual([]);

    await stopA();
    await publishToUser(pubsub, 1, { type: 'chat_message', room: 3, message: 'hi' });
    await new Promise((r) => setTimeout(r, 0));
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
  });

  it('hands each subscriber its own copy', async () => {
    const pubsub = createMemoryPubSub();
    const seen: Array<{ n: number }> = [];
    await pubsub.subscribe('c', (m) => seen.push(m as { n: number }));
    const message = { n: 1 };
    await pubsub.publish('c', message);
    message.n = 2;
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ n: 1 }]);
  });
});
