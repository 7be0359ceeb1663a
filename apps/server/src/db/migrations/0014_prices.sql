CREATE TABLE "price_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"effective_from" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_tariffs_station_date_uq" UNIQUE("station_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "price_templates" ADD CONSTRAINT "price_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tariffs" ADD CONSTRAINT "station_tariffs_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tariffs" ADD CONSTRAINT "station_tariffs_template_id_price_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."price_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_templates_tenant_name_unique" ON "price_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "station_tariffs_template_idx" ON "station_tariffs" USING btree ("template_id");