CREATE TABLE "manual_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"kind" text DEFAULT 'subscription' NOT NULL,
	"price_id" integer NOT NULL,
	"discount_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting_receipt' NOT NULL,
	"receipt_id" integer,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instructions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"instructions" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_percentage" integer NOT NULL,
	"subscription_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stripe_coupon_id" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subscription_tier" integer NOT NULL,
	"included_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"one_to_one_chat" boolean DEFAULT false NOT NULL,
	"use_ama" boolean DEFAULT false NOT NULL,
	"circle_discount_percent" integer DEFAULT 0 NOT NULL,
	"is_institutional" boolean DEFAULT false NOT NULL,
	"can_create_membership_card" boolean DEFAULT false NOT NULL,
	"can_use_premium_agents" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"recurring" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"stripe_price_id" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"price_id" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancellation_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_organization_id_groups_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_price_id_subscription_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_receipt_id_uploaded_files_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_organization_id_groups_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_price_id_subscription_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_payments_user_idx" ON "manual_payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "manual_payments_queue_idx" ON "manual_payments" USING btree ("status","organization_id","id");--> statement-breakpoint
CREATE INDEX "payment_ledger_org_idx" ON "payment_ledger" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "subscription_prices_plan_idx" ON "subscription_prices" USING btree ("plan_id");--> statement-breakpoint
CREATE FUNCTION payment_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_ledger_no_change BEFORE UPDATE OR DELETE ON payment_ledger
  FOR EACH ROW EXECUTE FUNCTION payment_ledger_append_only();
