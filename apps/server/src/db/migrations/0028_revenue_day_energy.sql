ALTER TABLE "station_revenue_days" ADD COLUMN "energy" bytea;
