import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { isBlankMessage } from './useSendMessage';

interface ComposerProps {
  onSend: (value: string) => Promise<boolean>;
  disabled?: boolean;
  /** Why it is disabled, shown in place of the box. */
  disabledText?: string;
  placeholder: string;
}

const MAX_ROWS_PX = 144;

/** Message box: Enter sends, Shift+Enter adds a line, blank messages are not sent. */
export function Composer({ onSend, disabled, disabledText, placeholder }: ComposerProps) {
  const [value, setValue] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  function resize() {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_ROWS_PX)}px`;
  }

  async function send() {
    if (disabled || isBlankMessage(value)) return;
    const text = value;
    setValue('');
    requestAnimationFrame(resize);
    await onSend(text);
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  if (disabled && disabledText)
    return (
      <p className="shrink-0 border-t border-border px-4 py-4 text-center text-sm text-muted">
        {disabledText}
      </p>
    );

  return (
    <form onSubmit={onSubmit} className="flex shrink-0 items-end gap-2 border-t border-border p-2 sm:p-3">
      <label htmlFor="chat-composer" className="sr-only">
        Write a message
      </label>
      <textarea
        id="chat-composer"
        ref={box}
        data-autofocus
        rows={1}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          resize();
        }}
        onKeyDown={onKeyDown}
        aria-describedby="chat-composer-hint"
        className="max-h-36 min-h-10 flex-1 resize-none rounded-xl border border-border bg-background px-3 py-2 text-sm text-text placeholder:text-muted focus:border-primary focus:outline-none"
      />
      <span id="chat-composer-hint" className="sr-only">
        Enter sends, Shift+Enter adds a line.
      </span>
      <button
        type="submit"
        aria-label="Send"
        disabled={disabled || isBlankMessage(value)}
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-sm hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
