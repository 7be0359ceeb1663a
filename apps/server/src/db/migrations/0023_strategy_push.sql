CREATE TABLE "station_strategy_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"strategy_id" uuid,
	"strategy_name" text,
	"state" text,
	"reason" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_strategy_pushes" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"change_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"reply_code" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"timeout_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "station_strategy_changes" ADD CONSTRAINT "station_strategy_changes_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_strategy_changes" ADD CONSTRAINT "station_strategy_changes_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_strategy_pushes" ADD CONSTRAINT "station_strategy_pushes_change_id_station_strategy_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."station_strategy_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_strategy_changes_station_idx" ON "station_strategy_changes" USING btree ("station_id","changed_at");--> statement-breakpoint
CREATE INDEX "station_strategy_pushes_change_idx" ON "station_strategy_pushes" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "station_strategy_pushes_pending_idx" ON "station_strategy_pushes" USING btree ("timeout_at") WHERE "station_strategy_pushes"."state" = 'pending';