import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES as M, type AssistantChat as Chat } from '@careerhub/shared';
import { History, RotateCcw, SendHorizontal, Sparkles } from 'lucide-react';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/Dialog';
import { useIdentity } from '../auth/identity';
import { askStreaming, fetchHistory, fetchStart, START_KEY } from './api';
import { FeedbackStars } from './FeedbackStars';
import { RecommendationCards } from './RecommendationCards';

interface Entry {
  key: string;
  question: string;
  /** The answer's text as it streams in, before the stored message arrives. */
  streamed: string;
  chat: Chat | null;
  isError: boolean;
  isNewMessage: boolean;
}

const fromChat = (chat: Chat): Entry => ({
  key: `chat-${chat.id}`,
  question: chat.question,
  streamed: '',
  chat,
  isError: false,
  isNewMessage: false,
});

/** Reveals text at the spec's typing speed (1 ms a character) while it is new. */
function TypingText({ text, animate }: { text: string; animate: boolean }) {
  const [shown, setShown] = useState(animate ? 0 : text.length);
  useEffect(() => {
    if (!animate) return;
    const started = performance.now() - shown * ASSISTANT_LIMITS.typingMsPerChar;
    const timer = window.setInterval(() => {
      const next = Math.floor((performance.now() - started) / ASSISTANT_LIMITS.typingMsPerChar);
      setShown(Math.min(next, text.length));
      if (next >= text.length) window.clearInterval(timer);
    }, 16);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only when the text grows
  }, [text, animate]);
  const visible = animate ? text.slice(0, shown) : text;
  return (
    <>
      {visible.split('\n\n').map((p, i) => (
        <p key={i} className="mt-2 first:mt-0 whitespace-pre-line">
          {p}
        </p>
      ))}
    </>
  );
}

function Answer({
  entry,
  onAsk,
  onResend,
}: {
  entry: Entry;
  onAsk: (q: string) => void;
  onResend: () => void;
}) {
  if (entry.isError)
    return (
      <div className="flex items-center gap-2 text-sm text-red-700" role="alert">
        {M.sendFailed}
        <button
          type="button"
          aria-label="Resend"
          onClick={onResend}
          className="rounded-full p-1 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  const blocks = entry.chat?.messages ?? [];
  const text = entry.chat
    ? blocks
        .filter((b) => b.type === 'text')
        .map((b) => b.value)
        .join('\n\n')
    : entry.streamed;
  return (
    <div className="text-sm text-text" aria-busy={!entry.chat}>
      {text ? (
        <TypingText text={text} animate={entry.isNewMessage} />
      ) : (
        <span className="text-muted">Searching…</span>
      )}
      {blocks.map((b, i) =>
        b.type === 'recommendations' ? (
          <RecommendationCards key={i} items={b.value} />
        ) : b.type === 'relevant_questions' ? (
          <div key={i} className="mt-3 flex flex-wrap gap-2">
            {b.value.map((q) => (
              <button
                key={q}
                type="button"
                onClick={() => onAsk(q)}
                className="rounded-full border border-border px-3 py-1 text-left text-xs text-text hover:border-primary"
              >
                {q}
              </button>
            ))}
          </div>
        ) : null,
      )}
      {entry.chat && <FeedbackStars chatId={entry.chat.id} initial={entry.chat.feedback} />}
    </div>
  );
}

/**
 * Ask Anything (spec 2.11 and 4 "Assistant chat"): greeting, suggested questions, Resume Previous
 * Conversation, streamed answers with a typing effect, recommendations, feedback, older history
 * when scrolled near the top.
 */
export function AssistantChat({ className, embedded = false }: { className?: string; embedded?: boolean }) {
  const { ui } = useAppConfig();
  const { data: identity } = useIdentity();
  const blocked = identity ? !identity.user_subscription?.use_ama : false;
  const start = useQuery({
    queryKey: START_KEY,
    queryFn: ({ signal }) => fetchStart(signal),
    enabled: Boolean(identity) && !blocked,
  });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [conversation, setConversation] = useState(false);
  const [question, setQuestion] = useState('');
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [blockedOpen, setBlockedOpen] = useState(true);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const counter = useRef(0);

  const update = (key: string, change: (e: Entry) => Entry) =>
    setEntries((list) => list.map((e) => (e.key === key ? change(e) : e)));

  async function ask(text: string) {
    const q = text.trim();
    if (!q || blocked) return;
    const parent = [...entries].reverse().find((e) => e.chat)?.chat?.id ?? null;
    counter.current += 1;
    const key = `new-${counter.current}`;
    setEntries((list) => [
      ...list.map((e) => ({ ...e, isNewMessage: false })),
      { key, question: q, streamed: '', chat: null, isError: false, isNewMessage: true },
    ]);
    setConversation(true);
    setQuestion('');
    try {
      const chat = await askStreaming(q, parent, (chunk) =>
        update(key, (e) => ({ ...e, streamed: e.streamed + chunk })),
      );
      update(key, (e) => ({ ...e, chat }));
    } catch {
      update(key, (e) => ({ ...e, isError: true }));
    }
  }

  async function loadOlder(page: number) {
    setLoadingOlder(true);
    try {
      const res = await fetchHistory(page);
      const el = scroller.current;
      keepFromBottom.current = el ? el.scrollHeight - el.scrollTop : null;
      setEntries((list) => {
        const known = new Set(list.map((e) => e.key));
        return [
          ...res.data
            .map(fromChat)
            .filter((e) => !known.has(e.key))
            .reverse(),
          ...list,
        ];
      });
      setNextPage(res.pagination.next);
    } finally {
      setLoadingOlder(false);
    }
  }

  async function resume() {
    setConversation(true);
    await loadOlder(1);
    keepFromBottom.current = null;
  }

  // Older messages keep the reader's place; new ones scroll into view.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [entries]);

  const onScroll = () => {
    const el = scroller.current;
    if (el && el.scrollTop <= 50 && nextPage && !loadingOlder) void loadOlder(nextPage);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void ask(question);
  };

  if (blocked && embedded)
    return (
      <section
        aria-label="Ask Anything"
        className={cn('rounded-2xl border border-border bg-surface p-4', className)}
      >
        <h2 className="font-semibold text-text">Ask Anything</h2>
        <p className="mt-1 text-sm text-muted">{M.blocked}</p>
      </section>
    );
  if (blocked)
    return (
      <Dialog open={blockedOpen} onOpenChange={setBlockedOpen} title="Ask Anything">
        <p className="text-sm text-text">{M.blocked}</p>
        <Button className="mt-4" onClick={() => setBlockedOpen(false)}>
          Close
        </Button>
      </Dialog>
    );

  return (
    <section
      aria-label="Ask Anything"
      className={cn('flex h-[85vh] min-h-96 flex-col rounded-2xl border border-border bg-surface', className)}
    >
      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex-1 overflow-y-auto p-4"
        data-testid="ama-scroller"
      >
        {!conversation ? (
          <div className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <p className="text-text">{ui.assistant_greeting}</p>
            </div>
            {(start.data?.suggested_questions.length ?? 0) > 0 && (
              <div>
                <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">
                  Suggested questions
                </h2>
                <ul className="mt-2 flex flex-col gap-2">
                  {start.data!.suggested_questions.slice(0, ASSISTANT_LIMITS.suggestedQuestions).map((q) => (
                    <li key={q}>
                      <button
                        type="button"
                        onClick={() => void ask(q)}
                        className="w-full rounded-xl border border-border px-3 py-2 text-left text-sm text-text hover:border-primary"
                      >
                        {q}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {start.data?.has_history && (
              <Button variant="outline" className="self-start" onClick={() => void resume()}>
                <History aria-hidden="true" className="size-4" />
                {M.resume}
              </Button>
            )}
          </div>
        ) : (
          <ol className="flex flex-col gap-4" aria-live="polite">
            {loadingOlder && <li className="text-center text-xs text-muted">Loading earlier messages…</li>}
            {entries.map((entry) => (
              <li key={entry.key} className="flex flex-col gap-2">
                <p className="max-w-[85%] self-end rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground">
                  {entry.question}
                </p>
                <div className="max-w-[95%] self-start rounded-2xl rounded-bl-sm bg-background px-3 py-2">
                  <Answer
                    entry={entry}
                    onAsk={(q) => void ask(q)}
                    onResend={() => {
                      setEntries((list) => list.filter((e) => e.key !== entry.key));
                      void ask(entry.question);
                    }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor="ama-question" className="sr-only">
          Ask Anything
        </label>
        <textarea
          id="ama-question"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void ask(question);
            }
          }}
          rows={1}
          maxLength={ASSISTANT_LIMITS.question}
          placeholder="Ask Anything"
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-border bg-surface px-3 py-2 text-sm text-text"
        />
        <Button type="submit" aria-label="Send" disabled={!question.trim()}>
          <SendHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </section>
  );
}

export default AssistantChat;
