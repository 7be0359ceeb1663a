CREATE TABLE "alarm_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"rule_name" text NOT NULL,
	"device_id" text NOT NULL,
	"station_id" uuid,
	"level" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"value" jsonb,
	"last_value" jsonb,
	"count" integer DEFAULT 1 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"recovered_at" timestamp with time zone,
	"handler_status" text DEFAULT 'unhandled' NOT NULL,
	"handler" text,
	"handle_method" text,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid
);
--> statement-breakpoint
CREATE TABLE "alarm_rule_shares" (
	"rule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "alarm_rule_shares_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alarm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"level" integer NOT NULL,
	"status" text DEFAULT 'disabled' NOT NULL,
	"alert_description_type" text NOT NULL,
	"custom_alert_description" text DEFAULT '' NOT NULL,
	"enable_recovery" boolean DEFAULT true NOT NULL,
	"time_condition" jsonb,
	"trigger_condition" jsonb NOT NULL,
	"trigger_filter" jsonb NOT NULL,
	"to_public" boolean DEFAULT false NOT NULL,
	"simple_mode" boolean DEFAULT true NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notification_interval" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_states" (
	"rule_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alarm_states_rule_id_device_id_pk" PRIMARY KEY("rule_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "alarm_rule_shares" ADD CONSTRAINT "alarm_rule_shares_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_events_one_active_uq" ON "alarm_events" USING btree ("rule_id","device_id") WHERE "alarm_events"."state" = 'active';--> statement-breakpoint
CREATE INDEX "alarm_events_tenant_time_idx" ON "alarm_events" USING btree ("tenant_id","raised_at");--> statement-breakpoint
CREATE INDEX "alarm_events_station_idx" ON "alarm_events" USING btree ("station_id","raised_at");--> statement-breakpoint
CREATE INDEX "alarm_rule_shares_user_idx" ON "alarm_rule_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_rules_tenant_name_uq" ON "alarm_rules" USING btree ("tenant_id","name");