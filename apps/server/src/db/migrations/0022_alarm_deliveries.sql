CREATE TABLE "alarm_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alarm_deliveries_event_idx" ON "alarm_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "alarm_deliveries_rule_idx" ON "alarm_deliveries" USING btree ("rule_id","created_at");