CREATE TABLE "export_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"source" jsonb NOT NULL,
	"state" text DEFAULT 'initialising' NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"file_name" text,
	"content" "bytea",
	"file_size" bigint,
	"error_code" text,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source" jsonb NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"time" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"zone_station_id" uuid NOT NULL,
	"recipients" jsonb NOT NULL,
	"language" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_zone_station_id_stations_id_fk" FOREIGN KEY ("zone_station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_tasks_ready_idx" ON "export_tasks" USING btree ("ready_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_user_idx" ON "report_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_due_idx" ON "report_deliveries" USING btree ("next_run_at");