CREATE TABLE "timed_strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"function_block" text,
	"repeat_mode" text NOT NULL,
	"cycle" text,
	"every" integer DEFAULT 1 NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_time" text,
	"day_of_month" integer,
	"month_of_year" integer,
	"specified_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"failure_at" timestamp with time zone NOT NULL,
	"retry_times" integer DEFAULT 0 NOT NULL,
	"retry_interval" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"commands" jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timed_strategies_period" CHECK ("timed_strategies"."effective_at" < "timed_strategies"."failure_at")
);
--> statement-breakpoint
CREATE TABLE "timed_strategy_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"strategy_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"strategy_name" text NOT NULL,
	"device_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"attempt_at" timestamp with time zone NOT NULL,
	"task_id" uuid,
	"claimed_at" timestamp with time zone,
	"content" jsonb NOT NULL,
	"error_code" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_operation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"command_id" uuid,
	"result" text DEFAULT 'in_progress' NOT NULL,
	"error_code" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "batch_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operation" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timed_strategies" ADD CONSTRAINT "timed_strategies_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_strategy_runs" ADD CONSTRAINT "timed_strategy_runs_strategy_id_timed_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."timed_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_batch_id_batch_operations_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timed_strategies_station_idx" ON "timed_strategies" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "timed_strategies_due_idx" ON "timed_strategies" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timed_strategy_runs_due_uq" ON "timed_strategy_runs" USING btree ("strategy_id","due_at");--> statement-breakpoint
CREATE INDEX "timed_strategy_runs_station_idx" ON "timed_strategy_runs" USING btree ("station_id","due_at");--> statement-breakpoint
CREATE INDEX "timed_strategy_runs_open_idx" ON "timed_strategy_runs" USING btree ("status","attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_operation_items_device_uq" ON "batch_operation_items" USING btree ("batch_id","device_id");--> statement-breakpoint
CREATE INDEX "batch_operations_tenant_idx" ON "batch_operations" USING btree ("tenant_id","created_at");