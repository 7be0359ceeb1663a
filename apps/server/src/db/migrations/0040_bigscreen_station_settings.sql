CREATE TABLE "bigscreen_station_settings" (
	"station_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"blocks" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bigscreen_station_settings" ADD CONSTRAINT "bigscreen_station_settings_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bigscreen_station_settings_tenant_idx" ON "bigscreen_station_settings" USING btree ("tenant_id");