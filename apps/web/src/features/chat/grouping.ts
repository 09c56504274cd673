import type { ChatMessageView } from './types';
import { dayLabel } from './time';

/** Messages of one sender in a row, within GROUP_GAP of each other: shown under one name and avatar. */
export interface MessageGroup {
  key: string;
  /** Set on the first group of a new day. */
  day: string | null;
  senderId: number;
  messages: ChatMessageView[];
}

export const GROUP_GAP_MS = 5 * 60_000;

/** Oldest first, grouped by sender and time, with a day label where the day changes. */
export function groupMessages(oldestFirst: ChatMessageView[], now: Date = new Date()): MessageGroup[] {
  const groups: MessageGroup[] = [];
  let lastDay: string | null = null;
  for (const message of oldestFirst) {
    const day = dayLabel(message.timestamp, now);
    const current = groups[groups.length - 1];
    const previous = current?.messages[current.messages.length - 1];
    const sameGroup =
      current &&
      previous &&
      day === lastDay &&
      current.senderId === message.sender.id &&
      new Date(message.timestamp).getTime() - new Date(previous.timestamp).getTime() < GROUP_GAP_MS;
    if (sameGroup) current.messages.push(message);
    else
      groups.push({
        key: message.client_id ?? String(message.id),
        day: day === lastDay ? null : day,
        senderId: message.sender.id,
        messages: [message],
      });
    lastDay = day;
  }
  return groups;
}
