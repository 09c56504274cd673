import { ERRORS, WS_CLOSE } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/auth-helpers.js';
import { TestSocket, listen } from '../../../test/chat-helpers.js';
import {
  postgresMissing,
  startPostgres,
  waitUntil,
  type PrivatePostgres,
} from '../../../test/fault-services.js';
import { makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { openPostgres } from './postgres.js';

/**
 * Fault: PostgreSQL restarted (crashed: `pg_ctl stop -m immediate`, down two seconds, started
 * again) while the API is under a steady write load. A private server, never the shared one.
 */
interface Outcome {
  status: number;
  ms: number;
  at: number;
  clientId: string;
  retryAfter: string | undefined;
  body: { message?: string; non_field_errors?: unknown; field_errors?: unknown; detail?: unknown };
}

describe.skipIf(postgresMissing)(
  `PostgreSQL restarted under load${postgresMissing ? ` (skipped: ${postgresMissing})` : ''}`,
  () => {
    let pg: PrivatePostgres;
    let t: TestApp;
    let sender: TestUser;
    let roomId: number;

    beforeAll(async () => {
      pg = await startPostgres();
      const database = await openPostgres(pg.url, 8, pino({ level: 'silent' }));
      await database.migrate();
      t = await createTestApp({
        database,
        env: { CHAT_MESSAGES_PER_MINUTE: '100000', USER_CACHE_TTL_MS: '0' },
      });
      sender = await makeUser(t);
      const recipient = await makeUser(t);
      const room = await post(t, '/room/', { type: 'ONE_TO_ONE', user_ids: [recipient.id] }, sender.token);
      roomId = (room.json() as { id: number }).id;
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      await pg?.destroy();
    });

    it(
      'answers 503 fast while it is down, recovers by itself, and loses no acknowledged write',
      { timeout: 90_000 },
      async () => {
        const outcomes: Outcome[] = [];
        let isLoading = true;
        let n = 0;
        const send = async () => {
          const clientId = `fault-${n++}`;
          const started = Date.now();
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/v1/chats/${roomId}/`,
            headers: { authorization: `Bearer ${sender.token}` },
            payload: { messages: [{ type: 'text', value: `write ${clientId}` }], client_id: clientId },
          });
          outcomes.push({
            status: res.statusCode,
            ms: Date.now() - started,
            at: Date.now(),
            clientId,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: res.json(),
          });
        };
        // Eight clients writing in a loop; a failed write is not retried (each has its own client id).
        const clients = Array.from({ length: 8 }, async () => {
          while (isLoading) {
            await send();
            await new Promise((r) => setTimeout(r, 10));
          }
        });

        let downAt = 0;
        let upAt = 0;
        let startingAt = 0;
        let recoveryMs = -1;
        try {
          await new Promise((r) => setTimeout(r, 1_000));
          downAt = Date.now();
          await pg.stop('immediate');
          await new Promise((r) => setTimeout(r, 2_000));
          // The server may accept connections before pg_ctl returns: the outage ends when it starts.
          startingAt = Date.now();
          await pg.start();
          upAt = Date.now();
          // Recovered: a write answered 2xx that was sent after the server came back.
          recoveryMs = await waitUntil(
            () => outcomes.some((o) => o.status === 201 && o.at - o.ms >= upAt),
            20_000,
          );
          await new Promise((r) => setTimeout(r, 500));
        } finally {
          isLoading = false;
          await Promise.all(clients);
        }

        const statuses = [...new Set(outcomes.map((o) => o.status))].sort();
        const failures = outcomes.filter((o) => o.status !== 201);
        const duringOutage = outcomes.filter((o) => o.at - o.ms >= downAt + 200 && o.at <= startingAt);
        // Only successes and 503s: never a 500, never a hang.
        expect(
          statuses.every((s) => s === 201 || s === 503),
          `statuses ${statuses.join(',')}`,
        ).toBe(true);
        expect(duringOutage.length).toBeGreaterThan(0);
        expect(duringOutage.every((o) => o.status === 503)).toBe(true);
        for (const failure of failures) {
          expect(failure.body).toEqual({
            message: ERRORS.unavailable,
            non_field_errors: [ERRORS.unavailable],
            field_errors: {},
            detail: ERRORS.unavailable,
          });
          expect(Number(failure.retryAfter)).toBeGreaterThan(0);
        }
        const slowestFailure = Math.max(...failures.map((o) => o.ms));
        expect(slowestFailure).toBeLessThan(1_000);

        // Every write acknowledged with 2xx is in the database.
        const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.clientId);
        const rows = await t.ctx.database.query<{ client_id: string }>(
          'SELECT client_id FROM chat_messages WHERE sender_id = $1 AND client_id = ANY($2::text[])',
          [sender.id, acknowledged],
        );
        const lost = acknowledged.length - rows.length;
        expect(lost).toBe(0);
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);

        console.info(
          `[fault] PostgreSQL restart: ${outcomes.length} writes, ${acknowledged.length} acknowledged, ` +
            `${failures.length} answered 503 (slowest ${slowestFailure} ms), down ${upAt - downAt} ms, ` +
            `first success ${recoveryMs} ms after it was back, ${lost} acknowledged writes lost`,
        );
      },
    );

    it(
      'a connection lost between two queries of a transaction fails that transaction only; close() still ends',
      { timeout: 30_000 },
      async () => {
        // Without a listener on checked-out clients this is an uncaught exception (the run fails).
        const database = await openPostgres(pg.url, 2, pino({ level: 'silent' }));
        try {
          const lost = database.db.transaction(async (tx) => {
            const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
              rows: Array<{ pid: number }>;
            };
            await t.ctx.database.query('SELECT pg_terminate_backend($1)', [result.rows[0]!.pid]);
            await new Promise((r) => setTimeout(r, 300));
            await tx.execute(sql`SELECT 1`);
          });
          await expect(lost).rejects.toThrow();
          const [row] = await database.query<{ ok: number }>('SELECT 1 AS ok');
          expect(row?.ok).toBe(1);
        } finally {
          const started = Date.now();
          await database.close();
          expect(Date.now() - started).toBeLessThan(5_000);
        }
      },
    );

    it(
      'keeps sessions while it is down: 503 for bearer requests, 1013 for sockets, never 401 or 4401',
      { timeout: 60_000 },
      async () => {
        const base = await listen(t);
        await pg.stop('fast');
        try {
          const identity = await t.app.inject({
            method: 'GET',
            url: '/api/v1/identity/',
            headers: { authorization: `Bearer ${sender.token}` },
          });
          expect(identity.statusCode).toBe(503);
          expect(identity.json().message).toBe(ERRORS.unavailable);
          const socket = new TestSocket(new WebSocket(`${base}/ws/events/${sender.token}/`));
          const closed = await Promise.race([
            socket.closed,
            new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
          ]);
          expect(closed?.code).toBe(WS_CLOSE.tryAgainLater);
          const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
          expect(ready.statusCode).toBe(503);
        } finally {
          await pg.start();
        }
        await waitUntil(
          async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        );
        const socket = await TestSocket.open(base, sender.token);
        await socket.roundTrip();
        await socket.close();
      },
    );
  },
);
