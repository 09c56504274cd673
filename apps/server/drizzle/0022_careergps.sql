CREATE TABLE "agent_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer,
	"created_by_id" integer,
	"session_key" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step_outputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"output_data" jsonb,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"header_text" text NOT NULL,
	"loading_text" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"next_text" text DEFAULT 'Next' NOT NULL,
	"user_prompt" text DEFAULT '' NOT NULL,
	"extra_info" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"agent_type" text DEFAULT 'careergps' NOT NULL,
	"engine" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"can_chat" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"extra_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_feedback" ADD CONSTRAINT "agent_feedback_report_id_agent_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."agent_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_feedback" ADD CONSTRAINT "agent_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reports" ADD CONSTRAINT "agent_reports_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reports" ADD CONSTRAINT "agent_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reports" ADD CONSTRAINT "agent_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_steps" ADD CONSTRAINT "agent_steps_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_feedback_report_user_uq" ON "agent_feedback" USING btree ("report_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_reports_slug_uq" ON "agent_reports" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_reports_session_uq" ON "agent_reports" USING btree ("agent_id","session_key");--> statement-breakpoint
CREATE INDEX "agent_reports_user_idx" ON "agent_reports" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "agent_reports_created_by_idx" ON "agent_reports" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_steps_agent_order_uq" ON "agent_steps" USING btree ("agent_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_uq" ON "agents" USING btree ("slug");