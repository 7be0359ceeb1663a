CREATE TABLE "device_command_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"command_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"state" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"operation" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"needs_response" boolean DEFAULT true NOT NULL,
	"timeout_seconds" integer DEFAULT 0 NOT NULL,
	"reply_code" integer,
	"result" jsonb,
	"error_code" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"timeout_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_commands_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "history_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"points" jsonb NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone NOT NULL,
	"zipped" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'initialising' NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL,
	"file_name" text,
	"content" "bytea",
	"file_size" bigint,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_command_events" ADD CONSTRAINT "device_command_events_command_id_device_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."device_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_downloads" ADD CONSTRAINT "history_downloads_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_command_events_command_idx" ON "device_command_events" USING btree ("command_id","id");--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_state_idx" ON "device_commands" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "history_downloads_user_idx" ON "history_downloads" USING btree ("user_id","created_at");