-- Telemetry store (docs/device-protocol.md §7): what Drizzle's schema cannot declare.
-- Idempotent; applied by a custom Drizzle migration; the same DDL on PostgreSQL and PGlite.

-- One row per device sample, partitioned by month of the sample time.
CREATE TABLE IF NOT EXISTS telemetry (
  device_id text NOT NULL,
  ts timestamptz NOT NULL,
  seq bigint,
  late boolean NOT NULL DEFAULT false,
  batch_id bigint NOT NULL,
  values jsonb NOT NULL,
  PRIMARY KEY (device_id, ts)
) PARTITION BY RANGE (ts);
--> statement-breakpoint
-- Rollup levels (bits: 1 = 5 min, 2 = hour, 4 = day) a sample batch has not been merged into yet;
-- the levels are merged at different intervals (telemetry.repository.ts claimBatches).
ALTER TABLE ingest_batches ADD COLUMN IF NOT EXISTS pending smallint NOT NULL DEFAULT 7;
--> statement-breakpoint
-- Rebuilding the rollups of a killed process reads its batches back.
CREATE INDEX IF NOT EXISTS telemetry_batch_idx ON telemetry USING brin (batch_id);
--> statement-breakpoint
-- One row per device and bucket: stats = { point: [count, sum, min, max, first, first_ts, last,
-- last_ts, delta] } for every numeric point (times in epoch ms; delta, the increase inside the
-- bucket, only for cumulative points). Rows per device rather than per point: rollup writes
-- dominate ingest cost and scale with rows.
CREATE TABLE IF NOT EXISTS telemetry_rollup_5m (
  device_id text NOT NULL,
  bucket timestamptz NOT NULL,
  stats jsonb NOT NULL,
  PRIMARY KEY (device_id, bucket)
) PARTITION BY RANGE (bucket);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS telemetry_rollup_1h (
  device_id text NOT NULL,
  bucket timestamptz NOT NULL,
  stats jsonb NOT NULL,
  PRIMARY KEY (device_id, bucket)
) PARTITION BY RANGE (bucket);
--> statement-breakpoint
-- Day buckets start at the device's local midnight (devices.tz_offset_minutes); small, not partitioned.
CREATE TABLE IF NOT EXISTS telemetry_rollup_1d (
  device_id text NOT NULL,
  bucket timestamptz NOT NULL,
  stats jsonb NOT NULL,
  PRIMARY KEY (device_id, bucket)
);
--> statement-breakpoint
-- Creates the monthly partitions of `parent` covering [from_ts, to_ts]; safe to call concurrently.
CREATE OR REPLACE FUNCTION ies_ensure_month_partitions(parent text, from_ts timestamptz, to_ts timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', from_ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  month_end timestamptz;
  created integer := 0;
  part text;
BEGIN
  WHILE month_start <= to_ts LOOP
    month_end := (date_trunc('month', month_start AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
    part := parent || '_p' || to_char(month_start AT TIME ZONE 'UTC', 'YYYYMM');
    IF to_regclass(part) IS NULL THEN
      BEGIN
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
          part, parent, month_start, month_end);
        created := created + 1;
      EXCEPTION WHEN duplicate_table OR unique_violation THEN
        NULL; -- another process created it first
      END;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END;
$$;
