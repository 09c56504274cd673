import { useState } from 'react';
import type { ProfileImportPreview, ProfileImportSection } from '@careerhub/shared';
import {
  buildChoice,
  noDrops,
  offeredNames,
  sectionsToImport,
  type DroppedEntries,
  type EntrySection,
  type NameField,
} from './importChoice';
import { foundSections } from './importSections';

/** What the member keeps of a preview: sections, entries within the timelines, and offered names. */
export function useImportChoice() {
  const [chosen, setChosen] = useState<Set<ProfileImportSection>>(new Set());
  const [dropped, setDropped] = useState<DroppedEntries>(noDrops);
  const [names, setNames] = useState<Set<NameField>>(new Set());

  return {
    chosen,
    dropped,
    names,
    /** Starts from a new preview: everything found is kept. */
    start(preview: ProfileImportPreview | null) {
      setChosen(new Set(preview ? foundSections(preview.data) : []));
      setDropped(noDrops());
      setNames(new Set(offeredNames(preview?.identity)));
    },
    toggleSection(section: ProfileImportSection, checked: boolean) {
      setChosen((current) => {
        const next = new Set(current);
        if (checked) next.add(section);
        else next.delete(section);
        return next;
      });
    },
    chooseAll(preview: ProfileImportPreview, all: boolean) {
      setChosen(new Set(all ? foundSections(preview.data) : []));
    },
    toggleEntry(section: EntrySection, index: number, kept: boolean) {
      setDropped((current) => {
        const next = new Set(current[section]);
        if (kept) next.delete(index);
        else next.add(index);
        return { ...current, [section]: next };
      });
    },
    toggleName(field: NameField, kept: boolean) {
      setNames((current) => {
        const next = new Set(current);
        if (kept) next.add(field);
        else next.delete(field);
        return next;
      });
    },
    /** The sections and the `choice` the confirmation sends. */
    selection(preview: ProfileImportPreview) {
      const sections = sectionsToImport(preview.data, chosen, dropped);
      return { sections, choice: buildChoice(preview.data, sections, dropped, preview.identity, names) };
    },
  };
}
export type ImportChoiceState = ReturnType<typeof useImportChoice>;
