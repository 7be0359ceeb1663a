CREATE TABLE "station_revenue_days" (
	"station_id" uuid NOT NULL,
	"date" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"template_id" uuid,
	"total" double precision NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"dirty_at" timestamp with time zone,
	CONSTRAINT "station_revenue_days_station_id_date_pk" PRIMARY KEY("station_id","date")
);
--> statement-breakpoint
ALTER TABLE "station_revenue_days" ADD CONSTRAINT "station_revenue_days_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_revenue_days_dirty_idx" ON "station_revenue_days" USING btree ("dirty_at") WHERE "station_revenue_days"."dirty_at" is not null;