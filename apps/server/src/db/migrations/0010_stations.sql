CREATE TABLE "station_collections" (
	"station_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_collections_station_id_user_id_pk" PRIMARY KEY("station_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"subsystem_id" uuid,
	"device_type" text DEFAULT '' NOT NULL,
	"equipped_capacitor" double precision,
	"equipped_power" double precision,
	"info_model_id" text DEFAULT '' NOT NULL,
	"third_things_id" text DEFAULT '' NOT NULL,
	"extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_recalculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"things_id" text,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_shares" (
	"station_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_shares_station_id_user_id_pk" PRIMARY KEY("station_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_subsystems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_subsystems_name_uq" UNIQUE("station_id","name")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"architecture" text DEFAULT 'single' NOT NULL,
	"address" text NOT NULL,
	"contact" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"installed_capacity_kwh" double precision NOT NULL,
	"installed_power_kw" double precision NOT NULL,
	"price_per_kwh" double precision NOT NULL,
	"kwh_income" double precision,
	"currency" text NOT NULL,
	"subsidy_income" double precision,
	"total_cost" double precision,
	"longitude" double precision,
	"latitude" double precision,
	"tilt" double precision,
	"grid_connected_at" timestamp with time zone,
	"tz_offset_hours" integer DEFAULT 8 NOT NULL,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"debug" boolean DEFAULT false NOT NULL,
	"master_station_id" uuid,
	"video_streams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bms_associations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_tenant_name_uq" UNIQUE("tenant_id","name"),
	CONSTRAINT "stations_tz_offset" CHECK ("stations"."tz_offset_hours" between -12 and 12)
);
--> statement-breakpoint
ALTER TABLE "station_collections" ADD CONSTRAINT "station_collections_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_devices" ADD CONSTRAINT "station_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_devices" ADD CONSTRAINT "station_devices_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_devices" ADD CONSTRAINT "station_devices_subsystem_id_station_subsystems_id_fk" FOREIGN KEY ("subsystem_id") REFERENCES "public"."station_subsystems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_recalculations" ADD CONSTRAINT "station_recalculations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_shares" ADD CONSTRAINT "station_shares_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_subsystems" ADD CONSTRAINT "station_subsystems_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_master_station_id_stations_id_fk" FOREIGN KEY ("master_station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_devices_station_idx" ON "station_devices" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "station_logs_station_idx" ON "station_logs" USING btree ("station_id","id");--> statement-breakpoint
CREATE INDEX "station_recalculations_station_idx" ON "station_recalculations" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE INDEX "station_shares_user_idx" ON "station_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stations_master_idx" ON "stations" USING btree ("master_station_id");