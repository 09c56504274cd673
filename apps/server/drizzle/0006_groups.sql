CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"inviter_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "membership_type" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "agent_responses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "group_duration" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "circle_type" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "publicity" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "objective" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "member_requirements" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "impact" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "topics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "career_stages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "professional_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "job_functions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "relevant_sdgs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "use_cases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "business_value" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "complexity" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "innovation_category" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "maximum_size" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_open_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_close_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "extra_info" jsonb DEFAULT '{"is_external":false,"questions":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "paid_features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "discount" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "google_classroom_id" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "create_google_classroom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "is_influencer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "is_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "donation_details" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_key_uq" ON "invitations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "invitations_object_idx" ON "invitations" USING btree ("content_type","object_id");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "group_memberships_group_id_idx" ON "group_memberships" USING btree ("group_id","id","membership_type","status");--> statement-breakpoint
CREATE INDEX "group_memberships_group_status_id_idx" ON "group_memberships" USING btree ("group_id","membership_type","status","id");--> statement-breakpoint
CREATE INDEX "groups_parent_type_idx" ON "groups" USING btree ("parent_id","group_type");--> statement-breakpoint
CREATE INDEX "groups_type_id_idx" ON "groups" USING btree ("group_type","id");