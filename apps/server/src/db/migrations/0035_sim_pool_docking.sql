CREATE TABLE "sim_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pool_id" uuid NOT NULL,
	"iccid" text NOT NULL,
	"device_id" text,
	"provider_used_mb" double precision,
	"limit_mb" double precision,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_cards_pool_iccid_uq" UNIQUE("pool_id","iccid")
);
--> statement-breakpoint
CREATE TABLE "sim_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pool_id" text NOT NULL,
	"app_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"provider_url" text NOT NULL,
	"total_mb" double precision,
	"used_mb" double precision,
	"synced_at" timestamp with time zone,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_pools_tenant_pool_uq" UNIQUE("tenant_id","pool_id")
);
--> statement-breakpoint
CREATE TABLE "platform_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"project_number" text NOT NULL,
	"station_id" uuid NOT NULL,
	"push_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cursor_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_bindings_tenant_number_uq" UNIQUE("tenant_id","project_number")
);
--> statement-breakpoint
CREATE TABLE "platform_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"binding_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"http_status" integer,
	"failure" text,
	"record_count" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_pool_id_sim_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."sim_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_pools" ADD CONSTRAINT "sim_pools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_bindings" ADD CONSTRAINT "platform_bindings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_bindings" ADD CONSTRAINT "platform_bindings_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_deliveries" ADD CONSTRAINT "platform_deliveries_binding_id_platform_bindings_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."platform_bindings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_cards_device_idx" ON "sim_cards" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "platform_deliveries_binding_idx" ON "platform_deliveries" USING btree ("binding_id","created_at");