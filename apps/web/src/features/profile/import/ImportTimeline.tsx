import { PROFILE_IMPORT_TEXT as T, type ImportedTimelineEntry } from '@careerhub/shared';
import { Briefcase, GraduationCap } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { EntrySection } from './importChoice';
import { entryPeriod } from './importSections';

interface ImportTimelineProps {
  section: EntrySection;
  entries: ImportedTimelineEntry[];
  dropped: ReadonlySet<number>;
  /** The section itself is unticked: its entries show but cannot be changed. */
  disabled?: boolean;
  onToggle: (index: number, kept: boolean) => void;
}

/** The entries of a timeline with their fields, each with a checkbox so a wrong one can be left out. */
export function ImportTimeline({ section, entries, dropped, disabled, onToggle }: ImportTimelineProps) {
  const Icon = section === 'work_experience_timelines' ? Briefcase : GraduationCap;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs text-muted">{T.entriesHint}</p>
      <ol className="flex flex-col gap-2">
        {entries.map((entry, i) => {
          const id = `import-entry-${section}-${i}`;
          const kept = !dropped.has(i);
          return (
            <li key={i} className="flex gap-2">
              <input
                id={id}
                type="checkbox"
                checked={kept}
                disabled={disabled}
                onChange={(e) => onToggle(i, e.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <label htmlFor={id} className="flex min-w-0 cursor-pointer gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="flex min-w-0 flex-col">
                  <span className={cn('font-medium break-words text-text', !kept && 'line-through')}>
                    {entry.title}
                  </span>
                  {entry.institution && <span className="break-words text-text">{entry.institution}</span>}
                  {entryPeriod(entry) && <span className="text-xs text-muted">{entryPeriod(entry)}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
