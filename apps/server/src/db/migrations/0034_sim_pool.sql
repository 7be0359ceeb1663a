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
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_pool_id_sim_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."sim_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_pools" ADD CONSTRAINT "sim_pools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_cards_device_idx" ON "sim_cards" USING btree ("device_id");