ALTER TABLE "use_cases" ADD COLUMN "description_blocks" jsonb;--> statement-breakpoint
CREATE INDEX "bookmarks_item_user_idx" ON "bookmarks" USING btree ("content_type","object_id","user_id");--> statement-breakpoint
-- hand-written: use cases and AI tools join the assistant's index (issue 21): every write queues
-- the row for the indexer (assistant_queue_rows, migration 0017); the indexer keeps only approved
-- ones answerable. A link between a use case and a tool re-indexes both (their tags name each other).
CREATE TRIGGER use_cases_assistant_insert AFTER INSERT ON use_cases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('use_case');--> statement-breakpoint
CREATE TRIGGER use_cases_assistant_update AFTER UPDATE ON use_cases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('use_case');--> statement-breakpoint
CREATE TRIGGER use_cases_assistant_delete AFTER DELETE ON use_cases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('use_case');--> statement-breakpoint
CREATE TRIGGER ai_tools_assistant_insert AFTER INSERT ON ai_tools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('ai_tool');--> statement-breakpoint
CREATE TRIGGER ai_tools_assistant_update AFTER UPDATE ON ai_tools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('ai_tool');--> statement-breakpoint
CREATE TRIGGER ai_tools_assistant_delete AFTER DELETE ON ai_tools REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('ai_tool');--> statement-breakpoint
CREATE FUNCTION assistant_queue_use_case_tools() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO assistant_index_queue (source_type, source_id)
      SELECT DISTINCT 'use_case', use_case_id FROM old_rows UNION SELECT DISTINCT 'ai_tool', ai_tool_id FROM old_rows;
  ELSE
    INSERT INTO assistant_index_queue (source_type, source_id)
      SELECT DISTINCT 'use_case', use_case_id FROM new_rows UNION SELECT DISTINCT 'ai_tool', ai_tool_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER use_case_ai_tools_assistant_insert AFTER INSERT ON use_case_ai_tools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_use_case_tools();--> statement-breakpoint
CREATE TRIGGER use_case_ai_tools_assistant_delete AFTER DELETE ON use_case_ai_tools REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_use_case_tools();--> statement-breakpoint
-- The catalogue already there, indexed once.
INSERT INTO assistant_index_queue (source_type, source_id)
  SELECT 'use_case', id FROM use_cases UNION ALL SELECT 'ai_tool', id FROM ai_tools;
--> statement-breakpoint
-- A deleted vote row takes its value out of the stored score (issue 19): an erased account's votes
-- (the cascade from users, or the account module's erasure) no longer count. Votes are otherwise
-- never deleted (a cleared vote is a row with value NULL). Lock order stays vote rows, then score.
CREATE FUNCTION engagement_withdraw_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vote_scores s SET score = s.score - o.total
  FROM (SELECT content_type, object_id, sum(value)::int AS total FROM old_rows
        WHERE value IS NOT NULL GROUP BY content_type, object_id) o
  WHERE s.content_type = o.content_type AND s.object_id = o.object_id AND o.total <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER votes_withdraw_on_delete AFTER DELETE ON votes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION engagement_withdraw_votes();
