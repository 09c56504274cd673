CREATE TABLE "topic_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{"blocks":[]}'::jsonb NOT NULL,
	"raw_text" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"source" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"security_level" smallint DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"publish_to_khub" boolean DEFAULT false NOT NULL,
	"topic_area_id" integer,
	"group_id" integer,
	"created_by" integer,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, left(raw_text, 20000)), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_entitlements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"premium_viewing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "topic_area_id" integer;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_topic_area_id_topic_areas_id_fk" FOREIGN KEY ("topic_area_id") REFERENCES "public"."topic_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entitlements" ADD CONSTRAINT "user_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_areas_slug_uq" ON "topic_areas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_content_file_uq" ON "content_files" USING btree ("content_id","file_id");--> statement-breakpoint
CREATE INDEX "content_files_file_idx" ON "content_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug_uq" ON "contents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contents_type_status_id_idx" ON "contents" USING btree ("type","status","id");--> statement-breakpoint
CREATE INDEX "contents_type_status_area_id_idx" ON "contents" USING btree ("type","status","topic_area_id","id");--> statement-breakpoint
CREATE INDEX "contents_group_type_id_idx" ON "contents" USING btree ("group_id","type","id");--> statement-breakpoint
CREATE INDEX "contents_created_by_idx" ON "contents" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "contents_topics_idx" ON "contents" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "contents_career_stages_idx" ON "contents" USING gin ("career_stages");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contents_title_trgm_idx" ON "contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_topic_area_id_topic_areas_id_fk" FOREIGN KEY ("topic_area_id") REFERENCES "public"."topic_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topics_topic_area_idx" ON "topics" USING btree ("topic_area_id");