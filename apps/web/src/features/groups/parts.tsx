import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { formatShortDate, GROUPS_TEXT as T } from '@careerhub/shared';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { ScrollRow } from '../../components/ui/ScrollRow';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { useHydrated } from '../../lib/useHydrated';

/** An unknown slug: the spec's sentence and a way home. */
export function GroupNotFound({ message }: { message: string }) {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-text">{T.notFoundTitle}</h1>
      <p className="max-w-md text-muted">{message}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {T.goToHome}
      </Link>
    </section>
  );
}

export function GroupPageSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <Skeleton className="h-32 w-full rounded-none sm:h-44" />
        <div className="flex items-end gap-4 px-4 pb-5 sm:px-6">
          <Skeleton className="-mt-10 size-20 rounded-2xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** The tab bar of sub-routes: links (each tab is an address), the current one marked. */
export function RouteTabs({
  base,
  tabs,
  label,
}: {
  base: string;
  tabs: Array<{ path: string; label: string }>;
  label: string;
}) {
  return (
    <nav aria-label={label} className="-mx-1">
      <ScrollRow>
        <ul className="flex w-max min-w-full gap-1 border-b border-border px-1">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={`${base}/${tab.path}`}
                end
                className={({ isActive }) =>
                  cn(
                    '-mb-px block border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-primary text-primary'
                      : 'border-transparent text-muted hover:text-text',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </nav>
  );
}

export function InfoCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5', className)}>
      <h2 className="mb-2 text-base font-semibold text-text">{title}</h2>
      <div className="text-sm leading-relaxed text-text">{children}</div>
    </section>
  );
}

/** Plain text with its line breaks kept (descriptions come from a textarea). */
export function Paragraphs({ text }: { text: string }) {
  return <p className="whitespace-pre-line break-words">{text}</p>;
}

export const formatDate = (iso: string | null) => formatShortDate(iso);

/**
 * `formatDate` for a page the server renders (decision 0050): the server cannot know the reader's
 * time zone, so it and the browser's hydration show the date in UTC, and the next render in the
 * reader's zone. A reader far from UTC would otherwise see a different date at hydration, and React
 * would draw the whole page again.
 */
export function useDateFormat(): (iso: string | null) => string | null {
  const hydrated = useHydrated();
  return hydrated ? formatDate : (iso) => formatShortDate(iso, 'utc');
}

export function dateRange(from: string | null, to: string | null): string | null {
  const a = formatDate(from);
  const b = formatDate(to);
  if (!a && !b) return null;
  return [a, b].filter(Boolean).join(' – ');
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'warn' | 'brand';
}) {
  const tones = {
    neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
    good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    warn: 'bg-amber-50 text-amber-900 ring-amber-200',
    brand: 'bg-primary-soft text-text ring-primary/30',
  } as const;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
