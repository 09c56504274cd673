import { useId, type KeyboardEvent } from 'react';
import { COMMENT_MAX_CHARS, COMMENT_TEXT, commentUpdateSchema } from '@careerhub/shared';
import { applyServerErrors, useZodForm } from '../../components/form';
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
 * The text box of a comment, a reply or an edit, on the form kit: the shared comment schema (the
 * server's own rules: required, at most 4,000 characters after cleaning) is checked before
 * sending and gives the cleaned text; Ctrl/⌘+Enter sends, Escape cancels.
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
  const form = useZodForm(commentUpdateSchema, { body: initial }, `comment${useId()}`);
  const { error, ...bodyField } = form.field('body');
  const id = bodyField.id;
  const length = form.watch('body').length;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
      form.reset({ body: '' });
    } catch (err) {
      // The server's message for the text, or for the whole call, goes under the box.
      const { fields, formMessage } = applyServerErrors(form, err);
      if (!fields.length)
        form.setError('body', { message: formMessage || getErrorMessage(err, failureMessage) });
    }
  });

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
        {...bodyField}
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
