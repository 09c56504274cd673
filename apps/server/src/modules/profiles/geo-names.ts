import { createRequire } from 'node:module';
import { isCountryCode, isLanguageCode } from '@careerhub/shared';
import countries, { type LocaleData } from 'i18n-iso-countries/index.js';
import ISO6391 from 'iso-639-1';

// English country names and their common aliases ("Czechia", "Ivory Coast", "USA"), for text that
// arrives as a name: imported profiles (resume, LinkedIn) and the migration of free-text values.
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

const known = new Map<string, string | null>();

/** "Germany", "germany", "DE", "Berlin, Germany" → "DE"; anything else → null (remembered: rankings ask often). */
export function countryCodeOf(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  const code = findCountryCode(value);
  if (known.size > 5000) known.clear();
  known.set(value, code);
  return code;
}

function findCountryCode(value: string): string | null {
  if (!value) return null;
  if (isCountryCode(value.toUpperCase())) return value.toUpperCase();
  const byName = countries.getAlpha2Code(value, 'en');
  if (byName) return byName;
  // "City, Country": the last part names the country.
  const last = value.split(',').at(-1)?.trim();
  return last && last !== value ? countryCodeOf(last) : null;
}

/** Names people write that are not ISO 639-1 names. */
const LANGUAGE_ALIASES: Record<string, string> = {
  mandarin: 'zh',
  cantonese: 'zh',
  farsi: 'fa',
  filipino: 'tl',
  flemish: 'nl',
  castilian: 'es',
};

/** "German", "Deutsch", "de", "English (native)", "English, French" → the first known ISO 639-1 code. */
export function languageCodeOf(text: string | null | undefined): string | null {
  for (const part of (text ?? '').split(/[,;/]/)) {
    const value = part.replace(/\(.*?\)/g, '').trim();
    if (!value) continue;
    if (isLanguageCode(value.toLowerCase())) return value.toLowerCase();
    const alias = LANGUAGE_ALIASES[value.toLowerCase()];
    if (alias) return alias;
    const code = ISO6391.getCode(value);
    if (code) return code;
  }
  return null;
}

/** Every English country name and alias (lower case) with its code, for the SQL migration. */
export function countryNameTable(): Array<[string, string]> {
  const names = countries.getNames('en', { select: 'all' }) as Record<string, string[]>;
  return Object.entries(names).flatMap(([code, list]) =>
    list.map((n) => [n.toLowerCase(), code] as [string, string]),
  );
}

/** Every English and native language name (lower case) with its code, for the SQL migration. */
export function languageNameTable(): Array<[string, string]> {
  return ISO6391.getAllCodes().flatMap((code) =>
    [ISO6391.getName(code), ISO6391.getNativeName(code)]
      .filter(Boolean)
      .map((n) => [n.toLowerCase(), code] as [string, string]),
  );
}
