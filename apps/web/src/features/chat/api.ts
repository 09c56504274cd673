import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZES } from '@careerhub/shared';
import { api } from '../../lib/api';
import type { ChatMessage, MessagesPage, Room, RoomsPage } from './types';

export const CHAT_KEYS = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  messages: (roomId: number) => ['chat', 'messages', roomId] as const,
  room: (roomId: number) => ['chat', 'room', roomId] as const,
};

export type RoomsData = InfiniteData<RoomsPage>;
export type MessagesData = InfiniteData<MessagesPage>;

/** Conversations, newest activity first, 12 a page (the chat history page size). */
export function useChatRooms(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: CHAT_KEYS.rooms,
    queryFn: ({ pageParam, signal }) =>
      api.get<RoomsPage>('/chats/', {
        query: { page: pageParam, page_size: PAGE_SIZES.chatHistory },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    enabled,
    staleTime: 30_000,
  });
}

/** Which older messages to ask for: the page number and the oldest message already held. */
export interface MessagesCursor {
  page: number;
  beforeId?: number;
}

/**
 * The next page of older messages, by cursor: those older than the oldest sent message held (live
 * messages added on top meanwhile would shift an offset page onto messages already shown).
 */
export function nextMessagesCursor(last: MessagesPage, all: MessagesPage[]): MessagesCursor | undefined {
  if (!last.pagination.next) return undefined;
  const sent = all.flatMap((p) => p.data.map((m) => m.id)).filter((id) => id > 0);
  return sent.length ? { page: last.pagination.next, beforeId: Math.min(...sent) } : undefined;
}

/** Messages of a room, newest first, 50 a page; the next page holds older ones. */
export function useRoomMessages(roomId: number) {
  return useInfiniteQuery({
    queryKey: CHAT_KEYS.messages(roomId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(`/chats/${roomId}/`, {
        query: {
          page: pageParam.page,
          page_size: PAGE_SIZES.chatMessages,
          ...(pageParam.beforeId ? { before_id: pageParam.beforeId } : {}),
        },
        signal,
        silent: true,
      }),
    initialPageParam: { page: 1 } as MessagesCursor,
    getNextPageParam: (last, all) => nextMessagesCursor(last, all),
    // Live events keep it current; a refetch would drop messages still being sent.
    staleTime: Infinity,
  });
}

/**
 * One room by id, for a conversation opened before the list knows it (a just-created room):
 * looked up in the list of rooms, the only read the contract offers.
 */
export function useRoomLookup(roomId: number, known: Room | undefined) {
  return useQuery({
    queryKey: CHAT_KEYS.room(roomId),
    queryFn: async ({ signal }) => {
      const page = await api.get<{ data: Room[] }>('/room/', {
        query: { page: 1, page_size: PAGE_SIZES.chatMessages },
        signal,
        silent: true,
      });
      return page.data.find((r) => r.id === roomId) ?? null;
    },
    enabled: !known,
  });
}

export const createRoom = (userId: number) =>
  api.post<Room>('/room/', { type: 'ONE_TO_ONE', user_ids: [userId] }, { silent: true });

export const sendMessageOverHttp = (roomId: number, value: string, clientId: string) =>
  api.post<ChatMessage>(
    `/chats/${roomId}/`,
    { messages: [{ type: 'text', value }], client_id: clientId },
    { silent: true },
  );

export const markRoomRead = (roomId: number) =>
  api.post<{ unread_count: number }>(`/chats/${roomId}/read/`, undefined, { silent: true });

export const blockUser = (userId: number) => api.post('/chats/block/', { user_id: userId }, { silent: true });
export const unblockUser = (userId: number) => api.delete(`/chats/block/${userId}/`, { silent: true });

export const reportMessage = (roomId: number, messageId: number, reason: string) =>
  api.post(`/chats/${roomId}/messages/${messageId}/report/`, { reason }, { silent: true });
