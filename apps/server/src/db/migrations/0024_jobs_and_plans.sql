CREATE TABLE "maintenance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"station_id" uuid NOT NULL,
	"station_name" text NOT NULL,
	"tz_offset_hours" integer NOT NULL,
	"template_id" uuid NOT NULL,
	"handler_id" uuid NOT NULL,
	"verifier_id" uuid NOT NULL,
	"every" integer NOT NULL,
	"unit" text NOT NULL,
	"window_hours" integer NOT NULL,
	"next_due" timestamp with time zone NOT NULL,
	"last_order_no" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" bigint NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_singleton_key_unique" UNIQUE("singleton_key")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "plan_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_template_id_work_order_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."work_order_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_plans_due_idx" ON "maintenance_plans" USING btree ("next_due");--> statement-breakpoint
CREATE INDEX "maintenance_plans_tenant_idx" ON "maintenance_plans" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('queued', 'active');--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_plan_due" UNIQUE("plan_id","plan_due");