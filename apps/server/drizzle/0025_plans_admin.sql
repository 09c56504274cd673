ALTER TABLE "manual_payments" ALTER COLUMN "discount_percent" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "subscription_discounts" ALTER COLUMN "discount_percentage" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "discount_percent" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "brand_host" text;--> statement-breakpoint
ALTER TABLE "subscription_discounts" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_discounts" ADD COLUMN "plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_discounts" ADD CONSTRAINT "subscription_discounts_organization_id_groups_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_organization_id_groups_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;