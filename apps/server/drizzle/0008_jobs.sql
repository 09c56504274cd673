CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resume_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"job_type" text NOT NULL,
	"job_location" text NOT NULL,
	"address" text,
	"job_status" text DEFAULT 'pending' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"group_id" integer NOT NULL,
	"created_by" integer,
	"application_open_date" timestamp with time zone,
	"application_close_date" timestamp with time zone NOT NULL,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_functions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"professional_fields" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"extra_info" jsonb DEFAULT '{"questions":[]}'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_file_id_uploaded_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_user_uq" ON "job_applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_id_idx" ON "job_applications" USING btree ("job_id","status","id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_slug_uq" ON "jobs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "jobs_status_id_idx" ON "jobs" USING btree ("job_status","id");--> statement-breakpoint
CREATE INDEX "jobs_group_status_id_idx" ON "jobs" USING btree ("group_id","job_status","id");--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "jobs_career_stages_idx" ON "jobs" USING gin ("career_stages");--> statement-breakpoint
CREATE INDEX "jobs_countries_idx" ON "jobs" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "profile_topics_skill_topic_user_idx" ON "profile_topics" USING btree ("topic_id","user_id") WHERE "profile_topics"."kind" = 'skill';