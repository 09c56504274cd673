import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import {
  CHAT_MESSAGES,
  WS_CLOSE,
  clientEventSchema,
  type ClientEvent,
  type ServerEvent,
} from '@careerhub/shared';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../context.js';
import { denyIdsOf } from '../../modules/auth/tokens.js';
import { isDatabaseUnavailable } from '../../platform/db/index.js';
import { sessionFromAccessToken } from '../auth.js';
import { AppError } from '../errors.js';
import { LiveRegistry, type LiveConnection } from './registry.js';

/** Handles the client events other than `ping` (chat_message, sync). */
export type LiveEventHandler = (
  connection: LiveConnection,
  event: Exclude<ClientEvent, { type: 'ping' }>,
  send: (event: ServerEvent) => void,
) => Promise<void>;

/** Frames a socket may have waiting while an earlier one is handled; more means a misbehaving client. */
const MAX_QUEUED_FRAMES = 100;
/** Frames kept while the token is being checked. */
const MAX_EARLY_FRAMES = 20;
/** How long shutdown waits for clients to answer the close before cutting them off. */
const CLOSE_GRACE_MS = 2_000;

/**
 * The live-events WebSocket, /ws/events/{access token}/ (docs/decisions/0006-chat-and-live-events.md):
 * authenticates with the access token (closes 4401 when it is not valid), keeps the socket in the
 * registry (which forwards the user's pub/sub events), answers client events one at a time per
 * socket, pings every WS_HEARTBEAT_MS and drops sockets that miss two pongs, and on shutdown
 * closes every socket with 1001 before the database closes.
 */
export async function registerLiveGateway(app: FastifyInstance, ctx: AppContext, handle: LiveEventHandler) {
  const registry = new LiveRegistry(ctx.pubsub, ctx.metrics, ctx.logger.child({ component: 'live' }));
  const sockets = new Set<WebSocket>();
  const inFlight = new Set<Promise<void>>();
  let isClosing = false;

  // Registered before the plugin, so it runs first: sockets get 1001 rather than the plugin's bare close.
  app.addHook('preClose', async () => {
    isClosing = true;
    clearInterval(heartbeat);
    // Frames already being handled finish (their acks go out); later ones are not started.
    await Promise.allSettled([...inFlight]);
    for (const ws of sockets) ws.close(WS_CLOSE.goingAway, 'server shutting down');
    const deadline = Date.now() + CLOSE_GRACE_MS;
    while (sockets.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of sockets) ws.terminate();
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: ctx.config.WS_MAX_FRAME_BYTES, perMessageDeflate: false },
    errorHandler: (err, socket) => {
      ctx.logger.warn({ err }, 'live: socket error');
      socket.terminate();
    },
  });

  // Events published on other instances while Redis was away never reached this one: every socket
  // here is asked to reconnect, and the client's `sync` after it replays what it missed.
  ctx.pubsub.onResumed(() => {
    for (const ws of sockets) ws.close(WS_CLOSE.catchUp, 'live events resumed: reconnect and sync');
  });

  const heartbeat = setInterval(() => {
    for (const connection of registry.connections()) {
      if (connection.isAlive) connection.missedPongs = 0;
      else connection.missedPongs += 1;
      if (connection.missedPongs >= 2) {
        connection.ws.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.ws.ping();
    }
  }, ctx.config.WS_HEARTBEAT_MS);
  heartbeat.unref();

  const send = (ws: WebSocket, event: ServerEvent) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
  };

  /** The socket's session or token was ended (logout, password change) since it opened. */
  const isRevoked = (c: LiveConnection) =>
    ctx.denyList.isDenied(denyIdsOf({ tokenId: c.tokenId, sessionId: c.sessionId }));

  async function dispatch(connection: LiveConnection, data: RawData) {
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return send(connection.ws, { type: 'error', message: CHAT_MESSAGES.invalidEvent });
    }
    const clientId =
      typeof (raw as { client_id?: unknown })?.client_id === 'string'
        ? (raw as { client_id: string }).client_id
        : null;
    const parsed = clientEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'message');
      return send(connection.ws, {
        type: 'error',
        client_id: clientId,
        message: issue ? issue.message : CHAT_MESSAGES.invalidEvent,
      });
    }
    if (parsed.data.type === 'ping') return send(connection.ws, { type: 'pong' });
    const user = await ctx.users.findById(connection.userId);
    if (!user || !user.isActive || (await isRevoked(connection))) {
      connection.ws.close(WS_CLOSE.invalidToken, 'invalid token');
      return;
    }
    try {
      await handle(connection, parsed.data, (event) => send(connection.ws, event));
    } catch (err) {
      if (!(err instanceof AppError))
        ctx.logger.error({ err, userId: connection.userId }, 'live: client event failed');
      const message =
        err instanceof AppError && err.statusCode < 500 ? err.message : CHAT_MESSAGES.serverError;
      send(connection.ws, { type: 'error', client_id: clientId, message });
    }
  }

  app.get('/ws/events/:token/', { websocket: true, schema: { hide: true } }, (ws, request) => {
    if (isClosing) {
      ws.close(WS_CLOSE.goingAway, 'server shutting down');
      return;
    }
    sockets.add(ws);
    const token = (request.params as { token: string }).token;
    const early: RawData[] = [];
    let connection: LiveConnection | null = null;
    let queue: Promise<void> = Promise.resolve();
    let queued = 0;

    // Frames of one socket are handled in order, one at a time: its messages are stored in the order sent.
    const enqueue = (c: LiveConnection, data: RawData) => {
      if (queued >= MAX_QUEUED_FRAMES) {
        ws.close(1008, 'too many messages');
        return;
      }
      queued += 1;
      const run = queue
        .then(() => dispatch(c, data))
        .finally(() => {
          queued -= 1;
          inFlight.delete(run);
        });
      queue = run;
      inFlight.add(run);
    };

    ws.on('message', (data) => {
      if (isClosing) return;
      if (connection) enqueue(connection, data);
      else if (early.length < MAX_EARLY_FRAMES) early.push(data);
    });
    ws.on('pong', () => {
      if (connection) connection.isAlive = true;
    });
    ws.on('close', () => {
      sockets.delete(ws);
      if (connection) registry.remove(connection);
    });

    void (async () => {
      // A token that cannot be checked because the database is away is not an invalid token:
      // the client must not drop its session, only try again (1013 below).
      const session = await sessionFromAccessToken(ctx, token).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) throw err;
        return null;
      });
      if (ws.readyState !== ws.OPEN) return;
      if (!session) {
        ws.close(WS_CLOSE.invalidToken, 'invalid token');
        return;
      }
      const c: LiveConnection = {
        id: randomUUID(),
        userId: session.user.id,
        sessionId: session.claims.sessionId,
        tokenId: session.claims.tokenId,
        ws,
        isAlive: true,
        missedPongs: 0,
      };
      await registry.add(c);
      // A logout between the check above and the subscription would have gone unheard: look again.
      if (ws.readyState === ws.OPEN && (await isRevoked(c))) ws.close(WS_CLOSE.invalidToken, 'invalid token');
      if (ws.readyState !== ws.OPEN) {
        registry.remove(c);
        return;
      }
      connection = c;
      for (const data of early.splice(0)) enqueue(c, data);
    })().catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) {
        ctx.logger.warn({ err }, 'live: database unavailable, connection refused for now');
        ws.close(WS_CLOSE.tryAgainLater, 'service unavailable: try again later');
        return;
      }
      ctx.logger.error({ err }, 'live: could not open the connection');
      ws.close(1011, 'server error');
    });
  });

  return registry;
}
