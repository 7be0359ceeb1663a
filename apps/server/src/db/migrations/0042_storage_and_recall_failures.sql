CREATE TABLE "deleted_device_samples" (
	"device_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_file_recalls" ADD COLUMN "failed_code" text;--> statement-breakpoint
ALTER TABLE "deleted_device_samples" ADD CONSTRAINT "deleted_device_samples_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_device_samples_tenant_idx" ON "deleted_device_samples" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "data_calls_device_idx" ON "data_calls" USING btree ("device_id","at");