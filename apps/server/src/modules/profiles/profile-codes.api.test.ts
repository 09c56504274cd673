import { readFileSync } from 'node:fs';
import { VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { countryLanguageMigrationSql } from '../../db/country-language-migration.js';

const MIGRATION = new URL('../../../drizzle/0011_profile_country_language_codes.sql', import.meta.url);

/** Issue 17 item 5: country and language are ISO codes; topics and skills 2+ characters, none twice. */
describe('profile country, language, topics and skills', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const patch = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      payload,
      headers: { authorization: `Bearer ${user.access}` },
    });

  it('stores a country and a language from the ISO lists, as codes', async () => {
    const res = await patch({ country: ' gh ', prefered_language: 'FR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ country: 'GH', prefered_language: 'fr' });
    const cleared = await patch({ country: '', prefered_language: null });
    expect(cleared.json().data).toMatchObject({ country: null, prefered_language: null });
  });

  it('refuses free text where a list belongs', async () => {
    const res = await patch({ country: 'Data Analyst', prefered_language: 'Klingon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      country: [VALIDATION.countryFromList],
      prefered_language: [VALIDATION.languageFromList],
    });
    expect((await patch({ country: 'XX' })).json().field_errors).toEqual({
      country: [VALIDATION.countryFromList],
    });
  });

  it('topics and skills: 2 characters or more, no name twice whatever its case', async () => {
    const short = await patch({ topics: ['AI', 'R'] });
    expect(short.statusCode).toBe(400);
    expect(short.json().field_errors).toEqual({ 'topics.1': [VALIDATION.tagMin] });
    const twice = await patch({ skills: ['SQL', 'Python', 'sql'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field_errors).toEqual({ skills: [VALIDATION.tagDuplicate('sql')] });
    const ok = await patch({ skills: ['SQL', 'Python'], topics: ['AI', 'Climate'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.skills_detailed.map((s: { name: string }) => s.name)).toEqual(['SQL', 'Python']);
  });

  it('the migration maps known names to codes and clears the rest', async () => {
    // The committed file is what the generator writes (regenerate it after a data package update).
    expect(readFileSync(MIGRATION, 'utf8')).toBe(countryLanguageMigrationSql());
    const values: Array<[string | null, string | null]> = [
      ['Germany', 'English'],
      [' united states of america ', 'Deutsch'],
      ['ng', 'FR'],
      ['Czech Republic', 'Nepali'],
      ['Data Analyst', 'Klingon'],
      ['Berlin, Germany', null],
      [null, 'english, french'],
    ];
    const ids: number[] = [];
    for (const [country, language] of values) {
      const other = await verifiedUser(t);
      const [row] = await t.ctx.database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        other.email,
      ]);
      ids.push(row!.id);
      await t.ctx.database.query(
        `INSERT INTO profiles (user_id, country, prefered_language) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET country = $2, prefered_language = $3`,
        [row!.id, country, language],
      );
    }
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await t.ctx.database.query(statement);
    const rows = await t.ctx.database.query<{
      user_id: number;
      country: string | null;
      prefered_language: string | null;
    }>(
      'SELECT user_id, country, prefered_language FROM profiles WHERE user_id = ANY($1::int[]) ORDER BY user_id',
      [ids],
    );
    expect(rows.map((r) => [r.country, r.prefered_language])).toEqual([
      ['DE', 'en'],
      ['US', 'de'],
      ['NG', 'fr'],
      ['CZ', 'ne'],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});
