CREATE TABLE "certification_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"level" integer,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_applications_pending_uq" ON "certification_applications" USING btree ("user_id") WHERE "certification_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certification_applications_user_idx" ON "certification_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "certification_applications_status_idx" ON "certification_applications" USING btree ("status","id");