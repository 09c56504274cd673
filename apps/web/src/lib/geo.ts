import { COUNTRY_CODES, LANGUAGE_CODES, countryName, languageName } from '@careerhub/shared';
import type { ComboboxOption } from '../components/ui/ComboboxField';

/** The reader's language: names of countries and languages are shown in it. */
const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

const cache = new Map<string, ComboboxOption[]>();
function optionsOf(key: string, codes: readonly string[], name: (code: string, locale?: string) => string) {
  const reader = locale();
  const cacheKey = `${key}:${reader ?? ''}`;
  let options = cache.get(cacheKey);
  if (!options) {
    options = codes
      .map((code) => ({ value: code, label: name(code, reader) }))
      .sort((a, b) => a.label.localeCompare(b.label, reader));
    cache.set(cacheKey, options);
  }
  return options;
}

/** Every ISO 3166 country, named and sorted in the reader's language. */
export const countryOptions = () => optionsOf('country', COUNTRY_CODES, countryName);
/** Every ISO 639-1 language, named and sorted in the reader's language. */
export const languageOptions = () => optionsOf('language', LANGUAGE_CODES, languageName);

/** A stored country code as the reader reads it ("DE" → "Germany"); older free text as it is. */
export const countryLabel = (code: string | null | undefined) => countryName(code, locale());
/** A stored language code as the reader reads it ("de" → "German"). */
export const languageLabel = (code: string | null | undefined) => languageName(code, locale());
