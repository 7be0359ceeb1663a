CREATE TABLE "tenant_storage" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'general' NOT NULL,
	"on_full" text DEFAULT 'refuse' NOT NULL,
	"retention_days" integer DEFAULT 365 NOT NULL,
	"allowed_modes" jsonb NOT NULL,
	"retention_max_days" integer DEFAULT 3650 NOT NULL,
	"refusing" boolean DEFAULT false NOT NULL,
	"deleted_rows" bigint DEFAULT 0 NOT NULL,
	"swept_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_storage" ADD CONSTRAINT "tenant_storage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;