import type {
  ImportChoice,
  ImportedIdentity,
  ImportedSections,
  ProfileImportSection,
} from '@careerhub/shared';
import { orderedChoice } from './importSections';

export type EntrySection = 'work_experience_timelines' | 'education_timelines';
export const ENTRY_SECTIONS: readonly EntrySection[] = ['work_experience_timelines', 'education_timelines'];
export type NameField = 'first_name' | 'last_name';

/** Indexes of the preview's entries the member unticked, per timeline. */
export type DroppedEntries = Readonly<Record<EntrySection, ReadonlySet<number>>>;
export const noDrops = (): DroppedEntries => ({
  work_experience_timelines: new Set(),
  education_timelines: new Set(),
});

export const isEntrySection = (section: ProfileImportSection): section is EntrySection =>
  (ENTRY_SECTIONS as readonly string[]).includes(section);

/** The names the preview offers (only where the account has none). */
export const offeredNames = (identity: ImportedIdentity | undefined): NameField[] =>
  (['first_name', 'last_name'] as const).filter((f) => Boolean(identity?.[f]));

/** The sections to import: the ticked ones, less a timeline whose entries are all unticked. */
export function sectionsToImport(
  data: ImportedSections,
  chosen: ReadonlySet<ProfileImportSection>,
  dropped: DroppedEntries,
): ProfileImportSection[] {
  return orderedChoice(chosen).filter(
    (s) => !isEntrySection(s) || data[s].some((_, i) => !dropped[s].has(i)),
  );
}

/** What the confirmation sends as `choice`: the entries kept of each imported timeline, and the names kept. */
export function buildChoice(
  data: ImportedSections,
  sections: readonly ProfileImportSection[],
  dropped: DroppedEntries,
  identity: ImportedIdentity | undefined,
  names: ReadonlySet<NameField>,
): ImportChoice | undefined {
  const choice: ImportChoice = {};
  for (const section of ENTRY_SECTIONS) {
    if (sections.includes(section))
      choice[section] = data[section].filter((_, i) => !dropped[section].has(i));
  }
  for (const field of offeredNames(identity)) if (names.has(field)) choice[field] = identity![field]!;
  return Object.keys(choice).length ? choice : undefined;
}
