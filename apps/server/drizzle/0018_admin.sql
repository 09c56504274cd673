CREATE TABLE "group_active_weeks" (
	"group_id" integer NOT NULL,
	"week" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "group_active_weeks_group_id_week_user_id_pk" PRIMARY KEY("group_id","week","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_counters" (
	"group_id" integer NOT NULL,
	"metric" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_counters_group_id_metric_pk" PRIMARY KEY("group_id","metric")
);
--> statement-breakpoint
CREATE TABLE "group_weekly_counters" (
	"group_id" integer NOT NULL,
	"metric" text NOT NULL,
	"week" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_weekly_counters_group_id_metric_week_pk" PRIMARY KEY("group_id","metric","week")
);
--> statement-breakpoint
CREATE TABLE "system_agent_verdicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" text NOT NULL,
	"confidence" real NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rationale" text,
	"overridden_by" integer,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_type" text NOT NULL,
	"name" text NOT NULL,
	"entity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_agent_verdicts" ADD CONSTRAINT "system_agent_verdicts_agent_id_system_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."system_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_verdicts" ADD CONSTRAINT "system_agent_verdicts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_verdicts" ADD CONSTRAINT "system_agent_verdicts_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_agent_verdicts_uq" ON "system_agent_verdicts" USING btree ("agent_id","entity","group_id","entity_id");--> statement-breakpoint
CREATE INDEX "system_agent_verdicts_group_idx" ON "system_agent_verdicts" USING btree ("group_id","entity");--> statement-breakpoint
CREATE UNIQUE INDEX "system_agents_type_uq" ON "system_agents" USING btree ("agent_type");--> statement-breakpoint
-- Hand-written below (decision 0025): the admin dashboard's counters, kept by the writes that
-- change them. Statement-level triggers add up a whole statement's rows at once, so a bulk import
-- touches each counter row once, and an update that moves no status writes nothing.
CREATE FUNCTION admin_count_memberships_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_counters (group_id, metric, n)
  SELECT group_id, 'members_' || status, count(*) FROM new_rows WHERE membership_type = 'member' GROUP BY 1, 2
  ON CONFLICT (group_id, metric) DO UPDATE SET n = group_counters.n + EXCLUDED.n;
  INSERT INTO group_weekly_counters (group_id, metric, week, n)
  SELECT group_id, 'new_members', date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM new_rows WHERE membership_type = 'member' GROUP BY 1, 3
  ON CONFLICT (group_id, metric, week) DO UPDATE SET n = group_weekly_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_count_memberships_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_counters (group_id, metric, n)
  SELECT group_id, metric, sum(d)::int FROM (
    SELECT group_id, 'members_' || status AS metric, -1 AS d FROM old_rows WHERE membership_type = 'member'
    UNION ALL
    SELECT group_id, 'members_' || status, 1 FROM new_rows WHERE membership_type = 'member'
  ) moves GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (group_id, metric) DO UPDATE SET n = group_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_count_memberships_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_counters (group_id, metric, n)
  SELECT group_id, 'members_' || status, -count(*) FROM old_rows WHERE membership_type = 'member' GROUP BY 1, 2
  ON CONFLICT (group_id, metric) DO UPDATE SET n = group_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER group_memberships_admin_count_insert AFTER INSERT ON group_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_memberships_insert();--> statement-breakpoint
CREATE TRIGGER group_memberships_admin_count_update AFTER UPDATE ON group_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_memberships_update();--> statement-breakpoint
CREATE TRIGGER group_memberships_admin_count_delete AFTER DELETE ON group_memberships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_memberships_delete();--> statement-breakpoint
CREATE FUNCTION admin_count_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_weekly_counters (group_id, metric, week, n)
  SELECT j.group_id, 'applications', date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM new_rows a JOIN jobs j ON j.id = a.job_id WHERE j.group_id IS NOT NULL GROUP BY 1, 3
  ON CONFLICT (group_id, metric, week) DO UPDATE SET n = group_weekly_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_applications_admin_count AFTER INSERT ON job_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_applications();--> statement-breakpoint
CREATE FUNCTION admin_count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_weekly_counters (group_id, metric, week, n)
  SELECT group_id, 'posts', date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM new_rows WHERE type = 'post' AND group_id IS NOT NULL GROUP BY 1, 3
  ON CONFLICT (group_id, metric, week) DO UPDATE SET n = group_weekly_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contents_admin_count_posts AFTER INSERT ON contents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_posts();--> statement-breakpoint
-- Active members: a sign-in marks the member active this week in each group they belong to,
-- once per week (group_active_weeks), and the weekly counter grows only on that first mark.
CREATE FUNCTION admin_mark_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH marked AS (
    INSERT INTO group_active_weeks (group_id, week, user_id)
    SELECT m.group_id, date_trunc('week', n.last_login_at AT TIME ZONE 'UTC')::date, n.id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN group_memberships m ON m.user_id = n.id AND m.membership_type = 'member' AND m.status = 'accepted'
    WHERE n.last_login_at IS NOT NULL AND n.last_login_at IS DISTINCT FROM o.last_login_at
    ON CONFLICT DO NOTHING
    RETURNING group_id, week
  )
  INSERT INTO group_weekly_counters (group_id, metric, week, n)
  SELECT group_id, 'active_members', week, count(*) FROM marked GROUP BY 1, 3
  ON CONFLICT (group_id, metric, week) DO UPDATE SET n = group_weekly_counters.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_admin_mark_active AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_mark_active();--> statement-breakpoint
-- The registration_approval agent reviews everyone who asks to join an organization, whatever
-- the path (sign-up, join, invitation, a rejoin after a rejection): the request enqueues its job.
CREATE FUNCTION admin_enqueue_member_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO background_jobs (name, payload, max_attempts)
  SELECT 'system-agents.review-member', jsonb_build_object('group_id', n.group_id, 'user_id', n.user_id), 3
  FROM new_rows n JOIN groups g ON g.id = n.group_id
  WHERE n.membership_type = 'member' AND n.status = 'pending' AND g.group_type IN ('organization', 'institution');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_enqueue_member_rereviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO background_jobs (name, payload, max_attempts)
  SELECT 'system-agents.review-member', jsonb_build_object('group_id', n.group_id, 'user_id', n.user_id), 3
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN groups g ON g.id = n.group_id
  WHERE n.membership_type = 'member' AND n.status = 'pending'
    AND (o.status <> 'pending' OR o.membership_type <> 'member')
    AND g.group_type IN ('organization', 'institution');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER group_memberships_review_insert AFTER INSERT ON group_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_enqueue_member_reviews();--> statement-breakpoint
CREATE TRIGGER group_memberships_review_update AFTER UPDATE ON group_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_enqueue_member_rereviews();--> statement-breakpoint
-- The rows already there, counted once.
INSERT INTO group_counters (group_id, metric, n)
SELECT group_id, 'members_' || status, count(*) FROM group_memberships WHERE membership_type = 'member' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO group_weekly_counters (group_id, metric, week, n)
SELECT group_id, 'new_members', date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)
FROM group_memberships WHERE membership_type = 'member' GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO group_weekly_counters (group_id, metric, week, n)
SELECT j.group_id, 'applications', date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date, count(*)
FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE j.group_id IS NOT NULL GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO group_weekly_counters (group_id, metric, week, n)
SELECT group_id, 'posts', date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)
FROM contents WHERE type = 'post' AND group_id IS NOT NULL GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO system_agents (agent_type, name, entity) VALUES
  ('registration_approval', 'Registration approval', 'user'),
  ('ai_enthusiasm_ranking', 'AI enthusiasm ranking', 'user'),
  ('usecase_curation', 'Use case curation', 'use_case');
