-- Vector similarity for the assistant's index, only where pgvector is installed: PGlite ships it,
-- a PostgreSQL server without the extension keeps full-text search alone (the server checks for
-- the column). A document whose title, tags or text change loses its vector until re-embedded.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE assistant_documents ADD COLUMN IF NOT EXISTS embedding vector;
    ALTER TABLE assistant_documents ADD COLUMN IF NOT EXISTS embedding_model text;
    CREATE OR REPLACE FUNCTION assistant_documents_embedding_stale() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW.title IS DISTINCT FROM OLD.title OR NEW.tags IS DISTINCT FROM OLD.tags
         OR NEW.body IS DISTINCT FROM OLD.body THEN
        NEW.embedding := NULL;
        NEW.embedding_model := NULL;
      END IF;
      RETURN NEW;
    END
    $fn$;
    DROP TRIGGER IF EXISTS assistant_documents_embedding_stale ON assistant_documents;
    CREATE TRIGGER assistant_documents_embedding_stale BEFORE UPDATE ON assistant_documents
      FOR EACH ROW EXECUTE FUNCTION assistant_documents_embedding_stale();
    CREATE INDEX IF NOT EXISTS assistant_documents_unembedded_idx ON assistant_documents (id)
      WHERE embedding IS NULL;
  END IF;
END
$$;
