CREATE TABLE "device_file_recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"command_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"upload_expires_at" timestamp with time zone NOT NULL,
	"file_name" text,
	"size" integer,
	"sha256" text,
	"content" "bytea",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_file_recalls" ADD CONSTRAINT "device_file_recalls_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_file_recalls_device_idx" ON "device_file_recalls" USING btree ("device_id","created_at");