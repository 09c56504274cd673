CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_content_type_object_id_pk" PRIMARY KEY("user_id","content_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "vote_scores" (
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_scores_content_type_object_id_pk" PRIMARY KEY("content_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_content_type_object_id_user_id_pk" PRIMARY KEY("content_type","object_id","user_id"),
	CONSTRAINT "votes_value_check" CHECK ("value" IN (1, -1))
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_type_created_idx" ON "bookmarks" USING btree ("user_id","content_type","created_at" DESC);--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id","content_type");