CREATE TABLE "public_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"menu_field" text NOT NULL,
	"menu_name" jsonb NOT NULL,
	"menu_type" text NOT NULL,
	"link_type" text NOT NULL,
	"link_address" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"group" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"menu_field" text NOT NULL,
	"menu_name" jsonb NOT NULL,
	"menu_type" text NOT NULL,
	"link_type" text NOT NULL,
	"link_address" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"group" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_menus" ADD CONSTRAINT "tenant_menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_menus_field_unique" ON "public_menus" USING btree ("platform","menu_field");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_menus_field_unique" ON "tenant_menus" USING btree ("tenant_id","platform","menu_field");--> statement-breakpoint
CREATE INDEX "tenant_menus_tenant_idx" ON "tenant_menus" USING btree ("tenant_id","platform");