ALTER TABLE "work_orders" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "work_order_no" text;