ALTER TABLE "station_revenue_days" ADD COLUMN "load_pv_kwh" double precision;--> statement-breakpoint
ALTER TABLE "station_revenue_days" ADD COLUMN "load_storage_kwh" double precision;--> statement-breakpoint
ALTER TABLE "station_revenue_days" ADD COLUMN "load_grid_kwh" double precision;