import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './Button';

interface FilterBarProps {
  /** The section's name, e.g. "Filters". */
  label: string;
  /** The search field, always shown above the toggle. */
  search: ReactNode;
  /** The id of the panel the toggle opens and closes. */
  panelId: string;
  shown: boolean;
  onToggle: () => void;
  /** How many filters are set, shown on the toggle when there are some. */
  activeCount: number;
  clearLabel: string;
  /** Shown when the list is filtered. */
  onClear?: (() => void) | undefined;
  children: ReactNode;
}

/** A list page's search, a Filters toggle (with the count of filters set), the filters and Clear filters. */
export function FilterBar(props: FilterBarProps) {
  return (
    <section
      aria-label={props.label}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      {props.search}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={props.shown}
        aria-controls={props.panelId}
        onClick={props.onToggle}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {props.activeCount > 0 ? `${props.label} (${props.activeCount})` : props.label}
      </Button>
      <div id={props.panelId} hidden={!props.shown} className="flex flex-col gap-4">
        {props.children}
      </div>
      {props.onClear && (
        <Button variant="ghost" size="sm" className="self-start" onClick={props.onClear}>
          {props.clearLabel}
        </Button>
      )}
    </section>
  );
}
