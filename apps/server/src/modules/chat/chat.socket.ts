import type { LiveEventHandler } from '../../http/live/gateway.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { ChatService } from './chat.service.js';

/**
 * Chat over the live socket: `chat_message` is stored like POST /chats/{room}/ and answered with an
 * `ack` to the sending socket (the recipient and the sender's other sockets get it through pub/sub);
 * `sync` replays what the client missed as `chat_message` events, oldest first, then `synced`.
 */
export function createChatSocketHandler(chat: ChatService, users: UsersRepository): LiveEventHandler {
  return async (connection, event, send) => {
    const user = await users.findById(connection.userId);
    if (!user) return;
    if (event.type === 'chat_message') {
      const message = await chat.sendMessage(
        user,
        event.room,
        { texts: [event.message], clientId: event.client_id },
        { via: 'socket', originSocket: connection.id },
      );
      send({ type: 'ack', client_id: event.client_id ?? null, message });
      return;
    }
    const { messages, hasMore } = await chat.messagesSince(user, event.since_id);
    for (const message of messages) send({ type: 'chat_message', room: message.room, message });
    send({ type: 'synced', since_id: event.since_id, count: messages.length, has_more: hasMore });
  };
}
