ALTER TABLE "tenant_storage" ADD COLUMN "store" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_storage" ADD COLUMN "store_switched_at" timestamp with time zone;--> statement-breakpoint
-- User-exclusive stores (docs/storage-capacity.md "User-exclusive store"): `telemetry` becomes a
-- parent partitioned by LIST (store). Today's month-partitioned tree is kept as it is, renamed
-- `telemetry_shared` (its partitions keep their names and its primary key), and attached for the
-- store '' without copying a row or rebuilding an index. An exclusive tenant's own month-partitioned
-- tree is attached for the store = its tenant id when it switches (telemetry-stores.ts). The parent
-- has no unique index (it could not without `store` in it): inserts with ON CONFLICT name a tree.
ALTER TABLE telemetry RENAME TO telemetry_shared;
--> statement-breakpoint
ALTER INDEX telemetry_batch_idx RENAME TO telemetry_shared_batch_idx;
--> statement-breakpoint
-- A constant default: metadata only, no rewrite of the existing rows.
ALTER TABLE telemetry_shared ADD COLUMN store text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE TABLE telemetry (
  device_id text NOT NULL,
  ts timestamptz NOT NULL,
  seq bigint,
  late boolean NOT NULL DEFAULT false,
  batch_id bigint NOT NULL,
  values jsonb NOT NULL,
  store text NOT NULL DEFAULT ''
) PARTITION BY LIST (store);
--> statement-breakpoint
-- Checks store = '' by reading the rows once (every row has the default); nothing is written.
ALTER TABLE telemetry ATTACH PARTITION telemetry_shared FOR VALUES IN ('');
--> statement-breakpoint
-- Takes over the shared tree's index rather than building another.
CREATE INDEX telemetry_batch_idx ON telemetry USING brin (batch_id);
--> statement-breakpoint
-- Creates the monthly partitions of `parent` covering [from_ts, to_ts]; safe to call concurrently.
-- A parent partitioned by list (telemetry) has it done for each of its trees. Partitions are named
-- `<tree>_pYYYYMM`, the shared tree's `telemetry_pYYYYMM` as before it was renamed.
CREATE OR REPLACE FUNCTION ies_ensure_month_partitions(parent text, from_ts timestamptz, to_ts timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', from_ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  month_end timestamptz;
  created integer := 0;
  part text;
  prefix text := CASE parent WHEN 'telemetry_shared' THEN 'telemetry' ELSE parent END;
  tree record;
BEGIN
  IF (SELECT p.partstrat FROM pg_partitioned_table p WHERE p.partrelid = to_regclass(parent)) = 'l' THEN
    FOR tree IN SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = to_regclass(parent) ORDER BY 1 LOOP
      created := created + ies_ensure_month_partitions(tree.name, from_ts, to_ts);
    END LOOP;
    RETURN created;
  END IF;
  WHILE month_start <= to_ts LOOP
    month_end := (date_trunc('month', month_start AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
    part := prefix || '_p' || to_char(month_start AT TIME ZONE 'UTC', 'YYYYMM');
    IF to_regclass(part) IS NULL THEN
      BEGIN
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
          part, parent, month_start, month_end);
        created := created + 1;
      EXCEPTION WHEN duplicate_table OR unique_violation OR undefined_table THEN
        NULL; -- another process created it first, or dropped the tree (a tenant leaving its store)
      END;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END;
$$;
