import {
  PROFILE_IMPORT_SECTIONS,
  PROFILE_IMPORT_TEXT as T,
  type ImportedSections,
  type ImportedTimelineEntry,
  type ProfileImportSection,
} from '@careerhub/shared';
import { Briefcase, GraduationCap } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { entryPeriod, foundSections } from './importSections';

const inputId = (section: ProfileImportSection) => `import-section-${section}`;

function Timeline({ entries, type }: { entries: ImportedTimelineEntry[]; type: 'work' | 'education' }) {
  const Icon = type === 'work' ? Briefcase : GraduationCap;
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry, i) => (
        <li key={i} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="min-w-0">
            <p className="font-medium break-words text-text">{entry.title}</p>
            {entry.institution && <p className="break-words text-text">{entry.institution}</p>}
            {entryPeriod(entry) && <p className="text-xs text-muted">{entryPeriod(entry)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Content({ section, data }: { section: ProfileImportSection; data: ImportedSections }) {
  switch (section) {
    case 'work_experience_timelines':
      return <Timeline entries={data.work_experience_timelines} type="work" />;
    case 'education_timelines':
      return <Timeline entries={data.education_timelines} type="education" />;
    case 'skills':
    case 'topics':
      return (
        <ul aria-label={T.sections[section]} className="flex flex-wrap gap-1.5">
          {data[section].map((name) => (
            <li key={name} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs text-text">
              {name}
            </li>
          ))}
        </ul>
      );
    case 'short_bio':
    case 'career_story':
      return <p className="line-clamp-4 whitespace-pre-line text-text">{data[section]}</p>;
    default:
      return <p className="break-words text-text">{data[section]}</p>;
  }
}

interface ImportPreviewProps {
  data: ImportedSections;
  chosen: ReadonlySet<ProfileImportSection>;
  onToggle: (section: ProfileImportSection, checked: boolean) => void;
  onChooseAll: (all: boolean) => void;
  disabled?: boolean;
}

/** Each section the file gave, with its content and a checkbox; what was not found is named below. */
export function ImportPreview({ data, chosen, onToggle, onChooseAll, disabled }: ImportPreviewProps) {
  const found = foundSections(data);
  const missing = PROFILE_IMPORT_SECTIONS.filter((s) => !found.includes(s));
  if (found.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {T.nothingFound}
      </p>
    );
  }
  const allChosen = found.every((s) => chosen.has(s));
  return (
    <div role="group" aria-labelledby="import-choose-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id="import-choose-title" className="font-semibold text-text">
            {T.chooseSections}
          </h3>
          <p className="text-xs text-muted">{T.chooseHint}</p>
        </div>
        <button
          type="button"
          onClick={() => onChooseAll(!allChosen)}
          disabled={disabled}
          className="rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
        >
          {allChosen ? T.selectNone : T.selectAll}
        </button>
      </div>
      <ul className="flex flex-col gap-2">
        {found.map((section) => {
          const checked = chosen.has(section);
          return (
            <li
              key={section}
              className={cn(
                'flex gap-3 rounded-xl border p-3 text-sm transition',
                checked ? 'border-primary/60 bg-primary-soft/40' : 'border-border bg-surface',
              )}
            >
              <input
                id={inputId(section)}
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(e) => onToggle(section, e.target.checked)}
                aria-describedby={`${inputId(section)}-content`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <label htmlFor={inputId(section)} className="cursor-pointer font-semibold text-text">
                  {T.sections[section]}
                </label>
                <div id={`${inputId(section)}-content`} className={cn(!checked && 'opacity-70')}>
                  <Content section={section} data={data} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && (
        <p className="text-xs text-muted">
          {T.notFound}: {missing.map((s) => T.sections[s]).join(', ')}
        </p>
      )}
    </div>
  );
}
