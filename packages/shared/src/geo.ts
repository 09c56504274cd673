// The library's own entry, not its Node entry (which loads the names of every locale at start).
import countries from 'i18n-iso-countries/index.js';
import ISO6391 from 'iso-639-1';

/**
 * Countries (ISO 3166-1 alpha-2, "DE") and languages (ISO 639-1, "de"): the profile stores the code,
 * every screen shows the name in the reader's language with Intl.DisplayNames.
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
export const LANGUAGE_CODES: readonly string[] = [...ISO6391.getAllCodes()].sort();

const countrySet = new Set(COUNTRY_CODES);
const languageSet = new Set(LANGUAGE_CODES);
export const isCountryCode = (value: string) => countrySet.has(value);
export const isLanguageCode = (value: string) => languageSet.has(value);

const displayNames = new Map<string, Intl.DisplayNames>();
function namesFor(type: 'region' | 'language', locale: string | undefined): Intl.DisplayNames | null {
  const key = `${type}:${locale ?? ''}`;
  let names = displayNames.get(key);
  if (!names) {
    try {
      names = new Intl.DisplayNames(locale ? [locale, 'en'] : undefined, { type, fallback: 'code' });
    } catch {
      return null;
    }
    displayNames.set(key, names);
  }
  return names;
}

/** "DE" → "Germany" (or "Deutschland" for a German reader); anything else is returned as it is. */
export function countryName(code: string | null | undefined, locale?: string): string {
  if (!code) return '';
  if (!isCountryCode(code)) return code;
  return namesFor('region', locale)?.of(code) ?? code;
}

/** "de" → "German" (or "Deutsch" for a German reader); anything else is returned as it is. */
export function languageName(code: string | null | undefined, locale?: string): string {
  if (!code) return '';
  if (!isLanguageCode(code)) return code;
  return namesFor('language', locale)?.of(code) ?? ISO6391.getName(code) ?? code;
}
