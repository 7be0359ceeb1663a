CREATE TABLE "alarm_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "parent_event_id" uuid;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD COLUMN "reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD COLUMN "escalation" jsonb;--> statement-breakpoint
CREATE INDEX "alarm_events_parent_idx" ON "alarm_events" USING btree ("parent_event_id");