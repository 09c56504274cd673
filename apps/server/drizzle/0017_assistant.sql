CREATE TABLE "assistant_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"question" text NOT NULL,
	"messages" jsonb NOT NULL,
	"engine" text NOT NULL,
	"feedback" smallint,
	"feedback_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rec_type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"source" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"gate_group_id" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, tags), 'B') || setweight(to_tsvector('english'::regconfig, left(body, 20000)), 'C')) STORED,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_index_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"feature" text NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_chats" ADD CONSTRAINT "assistant_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_chats_user_idx" ON "assistant_chats" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_documents_source_uq" ON "assistant_documents" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "assistant_documents_search_idx" ON "assistant_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "assistant_documents_title_trgm_idx" ON "assistant_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assistant_index_queue_queued_idx" ON "assistant_index_queue" USING btree ("id");--> statement-breakpoint
CREATE INDEX "assistant_words_trgm_idx" ON "assistant_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "llm_usage_user_idx" ON "llm_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "llm_usage_org_idx" ON "llm_usage" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Hand-written below: every write to a table the assistant indexes queues the row for the
-- indexer (assistant module), whichever module made it, so no write path can forget the index.
CREATE FUNCTION assistant_queue_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'profiles' THEN
      INSERT INTO assistant_index_queue (source_type, source_id) SELECT DISTINCT TG_ARGV[0], user_id FROM old_rows;
    ELSE
      INSERT INTO assistant_index_queue (source_type, source_id) SELECT DISTINCT TG_ARGV[0], id FROM old_rows;
    END IF;
  ELSE
    IF TG_TABLE_NAME = 'profiles' THEN
      INSERT INTO assistant_index_queue (source_type, source_id) SELECT DISTINCT TG_ARGV[0], user_id FROM new_rows;
    ELSE
      INSERT INTO assistant_index_queue (source_type, source_id) SELECT DISTINCT TG_ARGV[0], id FROM new_rows;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contents_assistant_insert AFTER INSERT ON contents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('content');--> statement-breakpoint
CREATE TRIGGER contents_assistant_update AFTER UPDATE ON contents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('content');--> statement-breakpoint
CREATE TRIGGER contents_assistant_delete AFTER DELETE ON contents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('content');--> statement-breakpoint
CREATE TRIGGER groups_assistant_insert AFTER INSERT ON groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('group');--> statement-breakpoint
CREATE TRIGGER groups_assistant_update AFTER UPDATE ON groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('group');--> statement-breakpoint
CREATE TRIGGER groups_assistant_delete AFTER DELETE ON groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('group');--> statement-breakpoint
CREATE TRIGGER jobs_assistant_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('job');--> statement-breakpoint
CREATE TRIGGER jobs_assistant_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('job');--> statement-breakpoint
CREATE TRIGGER jobs_assistant_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('job');--> statement-breakpoint
CREATE TRIGGER users_assistant_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('user');--> statement-breakpoint
CREATE TRIGGER users_assistant_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('user');--> statement-breakpoint
CREATE TRIGGER users_assistant_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('user');--> statement-breakpoint
CREATE TRIGGER profiles_assistant_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('user');--> statement-breakpoint
CREATE TRIGGER profiles_assistant_update AFTER UPDATE ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assistant_queue_rows('user');--> statement-breakpoint
INSERT INTO assistant_index_queue (source_type, source_id)
  SELECT 'content', id FROM contents UNION ALL SELECT 'group', id FROM groups
  UNION ALL SELECT 'job', id FROM jobs UNION ALL SELECT 'user', id FROM users;
