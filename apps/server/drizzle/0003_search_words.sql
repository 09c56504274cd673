CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_search_fts_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_fts_idx" ON "users" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
-- Hand-written below: the dictionary of words that misspelt searches are corrected against,
-- filled from names and profile text as they are written, and once from the rows already there.
CREATE FUNCTION search_words_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.first_name || ' ' || new_rows.last_name))) AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_words_from_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_users();--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_users();--> statement-breakpoint
CREATE TRIGGER profiles_search_words_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_profiles();--> statement-breakpoint
CREATE TRIGGER profiles_search_words_update AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_profiles();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM users, unnest(tsvector_to_array(to_tsvector('simple', users.first_name || ' ' || users.last_name))) AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM profiles, unnest(tsvector_to_array(profiles.search_vector)) AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
