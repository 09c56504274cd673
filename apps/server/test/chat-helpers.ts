import { WebSocket } from 'ws';
import { get, post, verifiedUser } from './auth-helpers.js';
import type { TestApp } from './helpers.js';

/** A verified member who may start chats: id and tokens. */
export async function chatMember(t: TestApp) {
  const user = await verifiedUser(t);
  const identity = (await get(t, '/identity/', user.access)).json() as { id: number };
  return { ...user, id: identity.id };
}
export type ChatMember = Awaited<ReturnType<typeof chatMember>>;

export async function openRoom(t: TestApp, from: ChatMember, to: { id: number }): Promise<number> {
  const res = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [to.id] }, from.access);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`room: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export async function sendText(
  t: TestApp,
  from: ChatMember,
  roomId: number,
  value: string,
  clientId?: string,
) {
  return post(
    t,
    `/chats/${roomId}/`,
    { messages: [{ type: 'text', value }], ...(clientId ? { client_id: clientId } : {}) },
    from.access,
  );
}

type Frame = { type: string; [key: string]: unknown };

/** A WebSocket client that records every frame and the close code, for tests and scripts. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(
    baseUrl: string,
    token: string,
    options: ConstructorParameters<typeof WebSocket>[2] = {},
  ) {
    const socket = new TestSocket(
      new WebSocket(`${baseUrl}/ws/events/${encodeURIComponent(token)}/`, options),
    );
    await socket.opened;
    return socket;
  }

  send(event: unknown) {
    this.ws.send(typeof event === 'string' ? event : JSON.stringify(event));
  }

  /** The first recorded frame (from `from` on) that matches, waiting up to `timeoutMs` for it. */
  async next(match: (f: Frame) => boolean, timeoutMs = 5_000, from = 0): Promise<Frame> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0)
        throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** A ping answered by a pong: everything sent before it has been handled. */
  async roundTrip() {
    const from = this.frames.length;
    this.send({ type: 'ping' });
    await this.next((f) => f.type === 'pong', 5_000, from);
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}
