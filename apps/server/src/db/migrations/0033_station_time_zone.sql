ALTER TABLE "stations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "emission_factor_kg_per_kwh" double precision;