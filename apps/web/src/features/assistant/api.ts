import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  type AssistantChat,
  type AssistantStart,
  type Page,
  type RecommendedItem,
} from '@careerhub/shared';
import { API_BASE, api, ApiError, tokens } from '../../lib/api';

export const START_KEY = ['assistant', 'start'] as const;

export const fetchStart = (signal?: AbortSignal) =>
  api.get<AssistantStart>('/ask-me-anything/start/', { ...(signal ? { signal } : {}) });

export const fetchHistory = (page: number) =>
  api.get<Page<AssistantChat>>('/ask-me-anything/', {
    query: { page, page_size: ASSISTANT_LIMITS.historyPageSize },
  });

export const sendFeedback = (chat: number, feedback: number, comment: string) =>
  api.post<{ message: string }>(
    '/ama-feedback/',
    { chat, feedback, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    { silent: true },
  );

const failed = (status: number, message: string) =>
  new ApiError(status, { message, non_field_errors: [], field_errors: {}, detail: message });

/** Server-sent events out of a fetch body: `event:` and `data:` lines, blank-line separated. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      onEvent(event, data);
      cut = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Asks a question and streams the answer's text into `onText` as it arrives; resolves with the
 * stored message. A refused token falls back to the JSON call, which refreshes the session.
 */
export async function askStreaming(
  question: string,
  parentChat: number | null,
  onText: (text: string) => void,
): Promise<AssistantChat> {
  const body = { question, ...(parentChat ? { parent_chat: parentChat } : {}) };
  const access = tokens.getAccess();
  const res = await fetch(`${API_BASE}/ask-me-anything/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status === 401) return api.post<AssistantChat>('/ask-me-anything/', body, { silent: true });
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => ({}))) as { message?: string };
    throw failed(res.status, error.message ?? ASSISTANT_MESSAGES.sendFailed);
  }
  let message: AssistantChat | null = null;
  let failure: string | null = null;
  await readEvents(res.body, (event, data) => {
    const parsed = JSON.parse(data) as { text?: string; message?: string };
    if (event === 'delta' && parsed.text) onText(parsed.text);
    else if (event === 'message') message = parsed as unknown as AssistantChat;
    else if (event === 'error') failure = parsed.message ?? ASSISTANT_MESSAGES.sendFailed;
  });
  if (!message) throw failed(500, failure ?? ASSISTANT_MESSAGES.sendFailed);
  return message;
}

/** Where a recommended item opens on this site. */
export function hrefOf(item: RecommendedItem): string {
  const slug = item.slug ?? item.title_slug ?? item.name_slug ?? '';
  switch (item.type) {
    case 'user':
      return `/profile/${slug}`;
    case 'circle':
      return `/circle/${slug}`;
    case 'event':
      return `/event/${slug}`;
    case 'organization':
      return `/org/${slug}`;
    case 'job':
      return `/job/${slug}`;
    case 'use_case':
      return `/usecase/${slug}`;
    case 'ai_tool':
      return `/ai-tool/${slug}`;
    default:
      if (item.kind === 'career_tip') return `/resourcehub/career-tips/${slug}`;
      if (item.kind === 'post' || item.kind === 'newsletter') return `/post/${slug}`;
      return `/resource/${slug}`;
  }
}
