import type { ChatMessage, ChatRoom, ChatUser } from '@careerhub/shared';
import { mediaUrl } from '../../platform/storage/index.js';
import type { ChatMessageRow, ChatPersonRow, RoomListRow } from './chat.repository.js';

export function presentChatUser(person: ChatPersonRow): ChatUser {
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`.trim(),
    image_path: person.pictureKey ? mediaUrl(person.pictureKey) : null,
    type: 'user',
    slug: person.nameSlug,
  };
}

/** A person who left the platform still shows in old conversations. */
const formerUser = (id: number): ChatUser => ({
  id,
  name: 'Former member',
  image_path: null,
  type: 'user',
  slug: '',
});

export function presentMessage(row: ChatMessageRow, people: Map<number, ChatUser>): ChatMessage {
  return {
    id: row.id,
    room: row.roomId,
    sender: people.get(row.senderId) ?? formerUser(row.senderId),
    recipient: people.get(row.recipientId) ?? formerUser(row.recipientId),
    timestamp: row.createdAt.toISOString(),
    messages: row.blocks.map((b) => ({ type: 'text', value: b.value })),
    client_id: row.clientId,
  };
}

export function presentRoom(
  room: Pick<RoomListRow, 'id' | 'updatedAt' | 'otherId' | 'unreadCount' | 'blocked'>,
  viewerId: number,
  people: Map<number, ChatUser>,
  lastMessage: ChatMessage | null,
): ChatRoom {
  const other = people.get(room.otherId) ?? formerUser(room.otherId);
  const viewer = people.get(viewerId) ?? formerUser(viewerId);
  return {
    id: room.id,
    name: other.name,
    type: 'ONE_TO_ONE',
    users: [viewer, other],
    last_message: lastMessage,
    unread_count: room.unreadCount,
    blocked: room.blocked,
    updated_at: room.updatedAt.toISOString(),
  };
}
