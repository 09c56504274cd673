import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COMMENT_MAX_CHARS, COMMENT_TEXT, cleanCommentBody } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { getErrorMessage } from '../../lib/api';

interface CommentComposerProps {
  /** The field's accessible name ("Write a comment", "Reply to Ada"). */
  label: string;
  placeholder: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  failureMessage: string;
  className?: string;
}

/**
 * The text box of a comment, a reply or an edit: the server's own rules (required, at most 4,000
 * characters after cleaning) are checked before sending; Ctrl/⌘+Enter sends, Escape cancels.
 */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
  failureMessage,
  className,
}: CommentComposerProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const length = text.length;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = cleanCommentBody(text);
    if (!body) return setError(COMMENT_TEXT.required);
    if (body.length > COMMENT_MAX_CHARS) return setError(COMMENT_TEXT.tooLong);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(body);
      setText('');
    } catch (err) {
      setError(getErrorMessage(err, failureMessage));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className={cn('flex flex-col gap-2', className)} noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={2}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        className={cn(
          'min-h-[4.5rem] w-full resize-y rounded-xl border bg-surface px-3 py-2 text-sm text-text shadow-xs placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-primary',
          error ? 'border-danger' : 'border-border',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : (
          <p
            id={`${id}-count`}
            className={cn('text-xs', length > COMMENT_MAX_CHARS ? 'text-danger' : 'text-muted')}
          >
            {length > COMMENT_MAX_CHARS - 400 ? `${length} / ${COMMENT_MAX_CHARS}` : ''}
          </p>
        )}
        <div className="ml-auto flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
              {COMMENT_TEXT.cancel}
            </Button>
          )}
          <Button type="submit" size="sm" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
