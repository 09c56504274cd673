import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import type { TokenLinkPhase } from './useTokenLink';

/**
 * The card an emailed unsubscribe link opens on: a heading, then a spinner while the link is
 * spent, the error when it is not valid, or what it turned off (`done`). `footer` stays below.
 */
export function TokenLinkCard<T>({
  id,
  heading,
  phase,
  working,
  failedHint,
  done,
  footer,
}: {
  id: string;
  heading: string;
  phase: TokenLinkPhase<T>;
  working: string;
  failedHint: string;
  done: (state: T) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="px-4 py-12 sm:px-6">
      <section
        aria-labelledby={id}
        className="mx-auto w-full max-w-lg rounded-3xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
      >
        <h1 id={id} className="text-2xl font-bold tracking-tight text-text">
          {heading}
        </h1>
        {phase.name === 'working' && (
          <div className="mt-8 flex flex-col items-center gap-3 text-primary" aria-live="polite">
            <Spinner label={working} />
            <p className="text-sm text-muted">{working}</p>
          </div>
        )}
        {phase.name === 'failed' && (
          <ErrorState title={phase.message} description={failedHint} className="py-8" />
        )}
        {phase.name === 'done' && (
          <div className="mt-6 flex flex-col items-center gap-4" role="status">
            {done(phase.state)}
          </div>
        )}
        {footer}
      </section>
    </div>
  );
}

/** The round icon above what a link turned off or on. */
export function TokenLinkIcon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary"
    >
      {children}
    </span>
  );
}
