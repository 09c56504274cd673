import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@careerhub/shared';
import { getErrorMessage, isApiError } from '../../lib/api';
import { liveSocket } from '../../lib/live/connection';
import type { Identity } from '../auth/identity';
import { CHAT_KEYS, sendMessageOverHttp, type MessagesData } from './api';
import { failMessage, upsertMessage } from './cache';
import { applyIncomingMessage } from './useChatLive';
import type { ChatMessageView, ChatUser } from './types';

/** How long a message sent over the socket waits for its ack before it is sent again over HTTP. */
export const ACK_TIMEOUT_MS = 10_000;

let optimisticSeq = 0;
export function newClientId(): string {
  // crypto.randomUUID needs a secure context; this id only has to be unique per sender.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function isSending(data: MessagesData | undefined, clientId: string): boolean {
  return !!data?.pages.some((p) => p.data.some((m) => m.client_id === clientId && m.status === 'sending'));
}

/** Blank messages (only spaces and newlines) are never sent. */
export function isBlankMessage(value: string): boolean {
  return value.trim() === '';
}

/**
 * Sends a message to a room: shown at once (optimistic, with a client_id), then confirmed by the
 * socket's ack. Without a live connection, or when the ack does not come, it goes through
 * POST /chats/{id}/ with the same client_id (the server stores a client_id once, so nothing is
 * doubled); a refusal marks it failed with the reason and a retry.
 */
export function useSendMessage(roomId: number, me: Identity | undefined, other: ChatUser | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    async (value: string, retryClientId?: string): Promise<boolean> => {
      if (isBlankMessage(value) || !me || !other) return false;
      const text = value.trim();
      const clientId = retryClientId ?? newClientId();
      const sender: ChatUser = {
        id: me.id,
        name: `${me.first_name} ${me.last_name}`.trim(),
        image_path: null,
        type: 'user',
        slug: me.name_slug,
      };
      optimisticSeq += 1;
      const optimistic: ChatMessageView = {
        id: -optimisticSeq,
        room: roomId,
        sender,
        recipient: other,
        timestamp: new Date().toISOString(),
        messages: [{ type: 'text', value: text }],
        client_id: clientId,
        status: 'sending',
      };
      const key = CHAT_KEYS.messages(roomId);
      queryClient.setQueryData<MessagesData>(key, (data) => (data ? upsertMessage(data, optimistic) : data));

      const fail = (reason: string) =>
        queryClient.setQueryData<MessagesData>(key, (data) =>
          data ? failMessage(data, clientId, reason) : data,
        );

      const overHttp = async () => {
        try {
          const saved = await sendMessageOverHttp(roomId, text, clientId);
          applyIncomingMessage(queryClient, { ...saved, client_id: saved.client_id ?? clientId }, me.id);
        } catch (error) {
          // No answer at all (server down, offline): say so rather than the generic text.
          fail(isApiError(error) && error.status === null ? ERRORS.noResponse : getErrorMessage(error));
        }
      };

      if (liveSocket.send({ type: 'chat_message', room: roomId, message: text, client_id: clientId })) {
        // No ack (the socket died on the way): the same client_id over HTTP is stored at most once.
        setTimeout(() => {
          if (isSending(queryClient.getQueryData<MessagesData>(key), clientId)) void overHttp();
        }, ACK_TIMEOUT_MS);
        return true;
      }
      await overHttp();
      return true;
    },
    [queryClient, roomId, me, other],
  );
}
