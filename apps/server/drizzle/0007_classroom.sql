CREATE TABLE "classroom_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"google_email" text,
	"refresh_token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer,
	"course_id" text NOT NULL,
	"course_name" text NOT NULL,
	"classroom_role" text NOT NULL,
	"group_role" text NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"already_members" integer DEFAULT 0 NOT NULL,
	"without_email" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_connections" ADD CONSTRAINT "classroom_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_syncs" ADD CONSTRAINT "classroom_syncs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_syncs" ADD CONSTRAINT "classroom_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_syncs_group_idx" ON "classroom_syncs" USING btree ("group_id","created_at");