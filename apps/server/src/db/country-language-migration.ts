import { COUNTRY_CODES, LANGUAGE_CODES } from '@careerhub/shared';
import { countryNameTable, languageNameTable } from '../modules/profiles/geo-names.js';

/**
 * Writes the SQL of migration 0011 (drizzle/0011_profile_country_language_codes.sql): profiles'
 * free-text country and preferred language become ISO codes. A value that is a code (any case) or
 * an English name or alias of exactly one country ("Germany", "Czech Republic", "USA"), or an
 * English or native name of one language ("German", "Deutsch"), becomes that code; everything else
 * ("Data Analyst", "Berlin, Germany", "Klingon") is cleared, because no list entry can show it and
 * the member chooses again from the list. Regenerate with
 * `npx tsx apps/server/src/db/country-language-migration.ts > apps/server/drizzle/0011_….sql`.
 */
export function countryLanguageMigrationSql(): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const unambiguous = (rows: Array<[string, string]>) => {
    const codes = new Map<string, Set<string>>();
    for (const [name, code] of rows) codes.set(name, (codes.get(name) ?? new Set()).add(code));
    return [...codes].filter(([, set]) => set.size === 1).map(([name, set]) => [name, [...set][0]!] as const);
  };
  const values = (rows: ReadonlyArray<readonly [string, string]>) =>
    rows.map(([name, code]) => `(${quote(name)}, ${quote(code)})`).join(',\n  ');
  const list = (codes: readonly string[]) => codes.map(quote).join(', ');
  return `-- Profiles store ISO codes for country (3166-1 alpha-2) and preferred language (639-1); see
-- apps/server/src/db/country-language-migration.ts, which writes this file.
UPDATE profiles SET country = upper(trim(country))
WHERE country IS NOT NULL AND upper(trim(country)) IN (${list(COUNTRY_CODES)});
--> statement-breakpoint
UPDATE profiles SET country = names.code FROM (VALUES
  ${values(unambiguous(countryNameTable()))}
) AS names(name, code)
WHERE lower(trim(profiles.country)) = names.name;
--> statement-breakpoint
UPDATE profiles SET country = NULL
WHERE country IS NOT NULL AND country NOT IN (${list(COUNTRY_CODES)});
--> statement-breakpoint
UPDATE profiles SET prefered_language = lower(trim(prefered_language))
WHERE prefered_language IS NOT NULL AND lower(trim(prefered_language)) IN (${list(LANGUAGE_CODES)});
--> statement-breakpoint
UPDATE profiles SET prefered_language = names.code FROM (VALUES
  ${values(unambiguous(languageNameTable()))}
) AS names(name, code)
WHERE lower(trim(profiles.prefered_language)) = names.name;
--> statement-breakpoint
UPDATE profiles SET prefered_language = NULL
WHERE prefered_language IS NOT NULL AND prefered_language NOT IN (${list(LANGUAGE_CODES)});
`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(countryLanguageMigrationSql());
