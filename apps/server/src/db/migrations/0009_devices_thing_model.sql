CREATE TABLE "info_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"name" text NOT NULL,
	"to_public" boolean DEFAULT false NOT NULL,
	"function_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_models_tenant_name_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "template_type" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "operations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "topics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "init_params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "status_templates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "log_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "offline_command" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "join_interval_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "confirm_interval_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "differential_upgrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "firmware_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "hardware_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "serial_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ems_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "control_mode" text DEFAULT 'cloud' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "signal_strength" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sim_data_used" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sd_status" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type_id");--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_tenant_name_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","name");