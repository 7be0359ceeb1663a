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
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_batch_id_batch_operations_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_operation_items_device_uq" ON "batch_operation_items" USING btree ("batch_id","device_id");--> statement-breakpoint
CREATE INDEX "batch_operations_tenant_idx" ON "batch_operations" USING btree ("tenant_id","created_at");