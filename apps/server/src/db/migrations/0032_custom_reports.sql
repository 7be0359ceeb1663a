CREATE TABLE "custom_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dimension" text NOT NULL,
	"cycle" text NOT NULL,
	"points" text[] NOT NULL,
	"method" text NOT NULL,
	"all_stations" boolean NOT NULL,
	"station_ids" uuid[] NOT NULL,
	"shared_user_ids" uuid[] NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_reports_tenant_name_unique" ON "custom_reports" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_reports_tenant_idx" ON "custom_reports" USING btree ("tenant_id","created_at");