CREATE TABLE "device_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_sends_device_idx" ON "device_sends" USING btree ("device_id","kind","at");--> statement-breakpoint
CREATE INDEX "device_sends_tenant_idx" ON "device_sends" USING btree ("tenant_id","kind","at");