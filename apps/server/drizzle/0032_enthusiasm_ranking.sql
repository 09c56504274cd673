CREATE TABLE "enthusiasm_dirty" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_agent_verdicts" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "enthusiasm_dirty" ADD CONSTRAINT "enthusiasm_dirty_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_queued_name_idx" ON "background_jobs" USING btree ("name") WHERE "background_jobs"."state" = 'queued';--> statement-breakpoint
-- ai_enthusiasm_ranking (decision 0040): whoever does something that counts (asks the assistant,
-- contributes, comments, votes, joins a circle) is marked, whatever the path; the first mark
-- queues one drain job a minute later, so a burst of activity is ranked once (debounced).
CREATE FUNCTION enthusiasm_queue_drain() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM background_jobs
                 WHERE name = 'system-agents.rank-enthusiasm' AND state = 'queued' AND payload ? 'dirty') THEN
    INSERT INTO background_jobs (name, payload, max_attempts, run_at)
    VALUES ('system-agents.rank-enthusiasm', '{"dirty": true}'::jsonb, 3, now() + interval '60 seconds');
  END IF;
END $$;--> statement-breakpoint
-- TG_ARGV[0] names the column holding the person who acted (user_id, created_by, author_id).
CREATE FUNCTION enthusiasm_mark_actors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marked integer;
  written integer;
BEGIN
  -- A bulk write (an import, a data load) is left to the nightly sweep.
  EXECUTE 'SELECT count(*) FROM new_rows' INTO written;
  IF written > 1000 THEN RETURN NULL; END IF;
  EXECUTE format(
    'INSERT INTO enthusiasm_dirty (user_id) SELECT DISTINCT n.%1$I FROM new_rows n
       WHERE n.%1$I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked > 0 THEN PERFORM enthusiasm_queue_drain(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Circles joined: someone becomes an accepted member of a circle (a join, an accept, an
-- invitation taken); other updates of a membership (its agent answers, a role) mark nobody.
CREATE FUNCTION enthusiasm_mark_circle_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marked integer;
BEGIN
  -- A bulk write (an import, a data load) is left to the nightly sweep.
  IF (SELECT count(*) FROM new_rows) > 1000 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO enthusiasm_dirty (user_id)
    SELECT DISTINCT n.user_id FROM new_rows n JOIN groups g ON g.id = n.group_id
    WHERE g.group_type = 'circle' AND n.membership_type = 'member' AND n.status = 'accepted'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO enthusiasm_dirty (user_id)
    SELECT DISTINCT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN groups g ON g.id = n.group_id
    WHERE g.group_type = 'circle' AND n.membership_type = 'member' AND n.status = 'accepted'
      AND (o.status <> 'accepted' OR o.membership_type <> 'member')
    ON CONFLICT DO NOTHING;
  END IF;
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked > 0 THEN PERFORM enthusiasm_queue_drain(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER assistant_chats_enthusiasm AFTER INSERT ON assistant_chats
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('user_id');--> statement-breakpoint
CREATE TRIGGER contents_enthusiasm AFTER INSERT ON contents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('created_by');--> statement-breakpoint
CREATE TRIGGER use_cases_enthusiasm AFTER INSERT ON use_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('created_by');--> statement-breakpoint
CREATE TRIGGER ai_tools_enthusiasm AFTER INSERT ON ai_tools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('created_by');--> statement-breakpoint
CREATE TRIGGER content_comments_enthusiasm AFTER INSERT ON content_comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('author_id');--> statement-breakpoint
CREATE TRIGGER votes_enthusiasm_insert AFTER INSERT ON votes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('user_id');--> statement-breakpoint
CREATE TRIGGER votes_enthusiasm_update AFTER UPDATE ON votes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_actors('user_id');--> statement-breakpoint
CREATE TRIGGER group_memberships_enthusiasm_insert AFTER INSERT ON group_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_circle_members();--> statement-breakpoint
CREATE TRIGGER group_memberships_enthusiasm_update AFTER UPDATE ON group_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enthusiasm_mark_circle_members();--> statement-breakpoint
-- The nightly sweep (03:00 UTC) ranks the members already there; each sweep queues the next.
INSERT INTO background_jobs (name, payload, max_attempts, run_at)
VALUES ('system-agents.rank-enthusiasm', '{"sweep": true}'::jsonb, 3,
        (date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day 3 hours') AT TIME ZONE 'UTC');
