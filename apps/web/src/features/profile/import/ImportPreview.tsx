import {
  PROFILE_IMPORT_SECTIONS,
  PROFILE_IMPORT_TEXT as T,
  type ImportedSections,
  type ProfileImportPreview,
  type ProfileImportSection,
} from '@careerhub/shared';
import { cn } from '../../../components/ui/cn';
import { isEntrySection, offeredNames } from './importChoice';
import { ImportIdentity } from './ImportIdentity';
import { foundSections } from './importSections';
import { ImportTimeline } from './ImportTimeline';
import type { ImportChoiceState } from './useImportChoice';

const inputId = (section: ProfileImportSection) => `import-section-${section}`;

interface ContentProps {
  section: ProfileImportSection;
  data: ImportedSections;
  choice: ImportChoiceState;
  disabled: boolean;
}

function Content({ section, data, choice, disabled }: ContentProps) {
  if (isEntrySection(section))
    return (
      <ImportTimeline
        section={section}
        entries={data[section]}
        dropped={choice.dropped[section]}
        disabled={disabled || !choice.chosen.has(section)}
        onToggle={(index, kept) => choice.toggleEntry(section, index, kept)}
      />
    );
  switch (section) {
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
  preview: ProfileImportPreview;
  choice: ImportChoiceState;
  disabled?: boolean;
}

/**
 * Each section the file gave, with its content and a checkbox, each timeline entry with one of its
 * own; the resume's names where the account has none; what was not found is named below.
 */
export function ImportPreview({ preview, choice, disabled = false }: ImportPreviewProps) {
  const { data, identity } = preview;
  const { chosen } = choice;
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
          onClick={() => choice.chooseAll(preview, !allChosen)}
          disabled={disabled}
          className="rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
        >
          {allChosen ? T.selectNone : T.selectAll}
        </button>
      </div>
      <ImportIdentity
        identity={identity}
        fields={offeredNames(identity)}
        kept={choice.names}
        disabled={disabled}
        onToggle={choice.toggleName}
      />
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
                onChange={(e) => choice.toggleSection(section, e.target.checked)}
                aria-describedby={`${inputId(section)}-content`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <label htmlFor={inputId(section)} className="cursor-pointer font-semibold text-text">
                  {T.sections[section]}
                </label>
                <div id={`${inputId(section)}-content`} className={cn(!checked && 'opacity-70')}>
                  <Content section={section} data={data} choice={choice} disabled={disabled} />
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
