CREATE TABLE "ai_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_file_id" integer,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"website" text,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, left(description, 20000)), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_case_ai_tools" (
	"use_case_id" integer NOT NULL,
	"ai_tool_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "use_case_ai_tools_use_case_id_ai_tool_id_pk" PRIMARY KEY("use_case_id","ai_tool_id")
);
--> statement-breakpoint
CREATE TABLE "use_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reason" text,
	"group_id" integer,
	"thumbnail_file_id" integer,
	"document_file_id" integer,
	"video_link" text,
	"topic_area_id" integer,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"career_stages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"professional_fields" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_functions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"business_value" text,
	"complexity" text,
	"innovation_category" text,
	"created_by" integer,
	"default_group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"agent_responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, left(description, 20000)), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_logo_file_id_uploaded_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_ai_tools" ADD CONSTRAINT "use_case_ai_tools_use_case_id_use_cases_id_fk" FOREIGN KEY ("use_case_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_ai_tools" ADD CONSTRAINT "use_case_ai_tools_ai_tool_id_ai_tools_id_fk" FOREIGN KEY ("ai_tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_thumbnail_file_id_uploaded_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_topic_area_id_topic_areas_id_fk" FOREIGN KEY ("topic_area_id") REFERENCES "public"."topic_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_default_group_id_groups_id_fk" FOREIGN KEY ("default_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tools_slug_uq" ON "ai_tools" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ai_tools_status_id_idx" ON "ai_tools" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ai_tools_group_idx" ON "ai_tools" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "ai_tools_created_by_idx" ON "ai_tools" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "ai_tools_categories_idx" ON "ai_tools" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "ai_tools_search_idx" ON "ai_tools" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "use_case_ai_tools_tool_idx" ON "use_case_ai_tools" USING btree ("ai_tool_id","use_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "use_cases_slug_uq" ON "use_cases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "use_cases_status_id_idx" ON "use_cases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "use_cases_status_business_value_id_idx" ON "use_cases" USING btree ("status","business_value","id");--> statement-breakpoint
CREATE INDEX "use_cases_status_complexity_id_idx" ON "use_cases" USING btree ("status","complexity","id");--> statement-breakpoint
CREATE INDEX "use_cases_group_idx" ON "use_cases" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "use_cases_created_by_idx" ON "use_cases" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "use_cases_job_functions_idx" ON "use_cases" USING gin ("job_functions");--> statement-breakpoint
CREATE INDEX "use_cases_professional_fields_idx" ON "use_cases" USING gin ("professional_fields");--> statement-breakpoint
CREATE INDEX "use_cases_career_stages_idx" ON "use_cases" USING gin ("career_stages");--> statement-breakpoint
CREATE INDEX "use_cases_categories_idx" ON "use_cases" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "use_cases_agent_responses_idx" ON "use_cases" USING gin ("agent_responses");--> statement-breakpoint
CREATE INDEX "use_cases_search_idx" ON "use_cases" USING gin ("search_vector");