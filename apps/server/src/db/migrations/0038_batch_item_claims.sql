ALTER TABLE "batch_operation_items" ADD COLUMN "claimed_at" timestamp with time zone;
