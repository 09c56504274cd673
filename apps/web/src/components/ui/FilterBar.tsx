import type { ChangeEvent, ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useHydrated } from '../../lib/useHydrated';
import { Button } from './Button';
import { cn } from './cn';
import { FormField } from './FormField';

interface FilterBarProps {
  /** The section's name and the toggle's text, e.g. "Filters". */
  label: string;
  /** The search field: its label, placeholder and bound value. */
  search: {
    label: string;
    placeholder: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** The filters panel's state (useAddressFilters gives it). */
  list: { showFilters: boolean; toggleFilters: () => void; clear: () => void };
  /** The id of the panel the toggle opens and closes. */
  panelId: string;
  /** How many filters are set, shown on the toggle when there are some. */
  activeCount: number;
  /** Clear filters shows when the list is filtered. */
  filtered: boolean;
  clearLabel: string;
  children: ReactNode;
}

/** A list page's search, a Filters toggle (with the count of filters set), the filters and Clear filters. */
export function FilterBar({
  label,
  search,
  list,
  panelId,
  activeCount,
  filtered,
  clearLabel,
  children,
}: FilterBarProps) {
  const hydrated = useHydrated();
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <FormField type="search" {...search} />
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={list.showFilters}
        aria-controls={panelId}
        onClick={list.toggleFilters}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeCount > 0 ? `${label} (${activeCount})` : label}
      </Button>
      {/* The server cannot know the screen: its page (and the browser's hydration of it) shows the
          filters to wide screens only, as the app then does (phones open them on demand). */}
      <div
        id={panelId}
        hidden={!list.showFilters}
        className={cn('flex flex-col gap-4', !hydrated && 'max-md:hidden')}
      >
        {children}
      </div>
      {filtered && (
        <Button variant="ghost" size="sm" className="self-start" onClick={list.clear}>
          {clearLabel}
        </Button>
      )}
    </section>
  );
}
