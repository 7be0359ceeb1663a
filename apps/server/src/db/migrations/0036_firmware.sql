CREATE TABLE "firmware_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"version" text NOT NULL,
	"description" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_packages_type_version_uq" UNIQUE("tenant_id","type_id","version")
);
--> statement-breakpoint
CREATE TABLE "firmware_task_devices" (
	"task_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"group_no" integer NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"reason" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_id" uuid,
	"pushed_at" timestamp with time zone,
	"timeout_at" timestamp with time zone,
	"from_version" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_task_devices_task_id_device_id_pk" PRIMARY KEY("task_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "firmware_task_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor" uuid,
	"reason" jsonb
);
--> statement-breakpoint
CREATE TABLE "firmware_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"firmware_id" uuid NOT NULL,
	"target" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"upgrade_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"reason" jsonb,
	"current_group" integer DEFAULT 0 NOT NULL,
	"approved_through" integer DEFAULT -1 NOT NULL,
	"group_sizes" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "firmware_packages" ADD CONSTRAINT "firmware_packages_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_task_devices" ADD CONSTRAINT "firmware_task_devices_task_id_firmware_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."firmware_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_task_events" ADD CONSTRAINT "firmware_task_events_task_id_firmware_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."firmware_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_tasks" ADD CONSTRAINT "firmware_tasks_firmware_id_firmware_packages_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."firmware_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firmware_packages_tenant_idx" ON "firmware_packages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "firmware_task_devices_state_idx" ON "firmware_task_devices" USING btree ("task_id","state","group_no");--> statement-breakpoint
CREATE INDEX "firmware_task_devices_request_idx" ON "firmware_task_devices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "firmware_task_devices_device_idx" ON "firmware_task_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "firmware_task_devices_pushed_idx" ON "firmware_task_devices" USING btree ("task_id","pushed_at");--> statement-breakpoint
CREATE INDEX "firmware_task_events_task_idx" ON "firmware_task_events" USING btree ("task_id","at");--> statement-breakpoint
CREATE INDEX "firmware_tasks_tenant_idx" ON "firmware_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "firmware_tasks_phase_idx" ON "firmware_tasks" USING btree ("phase");