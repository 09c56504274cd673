import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { onLiveEvent } from '../../lib/live/events';
import { CHAT_KEYS, markRoomRead, type MessagesData, type RoomsData } from './api';
import { applyMessageToRooms, failMessage, markRoomReadInRooms, upsertMessage } from './cache';
import { chatPanel } from './panelStore';
import { playNewMessageSound } from './sound';
import type { AckEvent, ChatMessage, ChatMessageEvent, ErrorEvent } from './types';

/** The conversation is on screen: the panel is open on it and the tab is visible. */
export function isReadingRoom(roomId: number): boolean {
  const panel = chatPanel.get();
  return panel.open && panel.roomId === roomId && document.visibilityState === 'visible';
}

/** Puts a message (live, acked or answered over HTTP) into the cached conversation and room list. */
export function applyIncomingMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  myId: number | undefined,
) {
  queryClient.setQueryData<MessagesData>(CHAT_KEYS.messages(message.room), (data) =>
    data ? upsertMessage(data, { ...message, status: undefined }) : data,
  );
  const reading = isReadingRoom(message.room);
  const rooms = queryClient.getQueryData<RoomsData>(CHAT_KEYS.rooms);
  const updated = rooms ? applyMessageToRooms(rooms, message, { myId, isReading: reading }) : null;
  if (updated) queryClient.setQueryData(CHAT_KEYS.rooms, updated);
  else void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
  return reading;
}

/** Marks a room read on the server and in the cached list. */
export function readRoom(queryClient: QueryClient, roomId: number) {
  queryClient.setQueryData<RoomsData>(CHAT_KEYS.rooms, (data) =>
    data ? markRoomReadInRooms(data, roomId) : data,
  );
  void markRoomRead(roomId).catch(() => undefined);
}

/**
 * Chat's share of the live events: new messages land in the caches, the open conversation is
 * marked read, and a message while the panel is closed sets the indicator and plays the chime.
 */
export function useChatLive(myId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (myId === undefined) return;
    const stopMessage = onLiveEvent('chat_message', (event) => {
      const { message } = event as unknown as ChatMessageEvent;
      if (!message || typeof message.id !== 'number') return;
      const reading = applyIncomingMessage(queryClient, message, myId);
      if (message.sender.id === myId) return;
      if (reading) readRoom(queryClient, message.room);
      if (!chatPanel.get().open) {
        chatPanel.markNew();
        playNewMessageSound();
      }
    });
    const stopAck = onLiveEvent('ack', (event) => {
      const { message } = event as unknown as AckEvent;
      if (message && typeof message.id === 'number') applyIncomingMessage(queryClient, message, myId);
    });
    const stopError = onLiveEvent('error', (event) => {
      const { client_id: clientId, message } = event as unknown as ErrorEvent;
      if (!clientId) return;
      queryClient.setQueriesData<MessagesData>({ queryKey: ['chat', 'messages'] }, (data) =>
        data ? failMessage(data, clientId, message) : data,
      );
    });
    return () => {
      stopMessage();
      stopAck();
      stopError();
    };
  }, [queryClient, myId]);
}
