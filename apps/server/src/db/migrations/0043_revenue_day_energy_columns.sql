ALTER TABLE "station_revenue_days" ADD COLUMN "charge_kwh" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "station_revenue_days" ADD COLUMN "discharge_kwh" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "station_revenue_days" ADD COLUMN "pv_kwh" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "station_revenue_days" SET
  "charge_kwh" = coalesce((SELECT sum((b.value->>'charge_kwh')::float8) FROM jsonb_each("figures"->'bands') b), 0),
  "discharge_kwh" = coalesce((SELECT sum((b.value->>'discharge_kwh')::float8) FROM jsonb_each("figures"->'bands') b), 0),
  "pv_kwh" = coalesce((SELECT sum((b.value->>'pv_kwh')::float8) FROM jsonb_each("figures"->'bands') b), 0);
