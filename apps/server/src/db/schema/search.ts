import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct word of people's names and profile text, kept by triggers (see the migration
 * 0003_search_words). Owned by the search module: a misspelt search word is corrected against this
 * small table (trigram similarity) before the full-text indexes are queried.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
