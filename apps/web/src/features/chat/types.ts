import type { ChatMessage, ChatRoom, ChatUser, Pagination } from '@careerhub/shared';

/** The chat contract (docs/decisions/0006-chat-and-live-events.md); the shapes live in packages/shared. */
export type { ChatBlock, ChatMessage, ChatUser } from '@careerhub/shared';
export type Room = ChatRoom;

/** A message as the conversation shows it: sent, still on its way, or refused. */
export interface ChatMessageView extends ChatMessage {
  status?: 'sending' | 'failed';
  error?: string;
}

export interface RoomsPage {
  data: Room[];
  pagination: Pagination;
  unread_total: number;
}

export interface MessagesPage {
  data: ChatMessageView[];
  pagination: Pagination;
}

/** Server → client events of /ws/events/. */
export interface ChatMessageEvent {
  type: 'chat_message';
  room: number;
  message: ChatMessage;
}
export interface AckEvent {
  type: 'ack';
  client_id: string;
  message: ChatMessage;
}
export interface ErrorEvent {
  type: 'error';
  client_id?: string;
  message: string;
}

/** The other member of a one-to-one room. */
export function otherUser(room: Pick<Room, 'users'>, myId: number | undefined): ChatUser | undefined {
  return room.users.find((u) => u.id !== myId) ?? room.users[0];
}

export function messageText(message: Pick<ChatMessage, 'messages'>): string {
  return message.messages
    .filter((b) => b.type === 'text')
    .map((b) => b.value)
    .join('\n');
}

/** The room's name for a list: the other member, and how many messages are unread. */
export function roomLabel(room: Room, myId: number): string {
  const name = otherUser(room, myId)?.name ?? room.name;
  return room.unread_count > 0 ? `${name}, ${room.unread_count} unread` : name;
}
