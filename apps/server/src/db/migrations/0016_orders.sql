CREATE TABLE "order_sequences" (
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_sequences_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day")
);
--> statement-breakpoint
CREATE TABLE "repair_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"station_id" uuid NOT NULL,
	"station_name" text NOT NULL,
	"device_id" text,
	"description" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "repair_orders_no" UNIQUE("tenant_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_order_templates_name" UNIQUE("tenant_id","type","name")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"name" text NOT NULL,
	"priority" text NOT NULL,
	"type" text NOT NULL,
	"feedback_type" text NOT NULL,
	"template_id" uuid,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"station_id" uuid,
	"station_name" text,
	"device_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alarm_event_id" uuid,
	"status" text NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"handler_id" uuid,
	"verifier_id" uuid NOT NULL,
	"planned_start" timestamp with time zone NOT NULL,
	"planned_end" timestamp with time zone NOT NULL,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_orders_no" UNIQUE("tenant_id","order_no"),
	CONSTRAINT "work_orders_planned" CHECK ("work_orders"."planned_end" > "work_orders"."planned_start")
);
--> statement-breakpoint
ALTER TABLE "order_sequences" ADD CONSTRAINT "order_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order_events" ADD CONSTRAINT "repair_order_events_order_id_repair_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_order_id_work_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_templates" ADD CONSTRAINT "work_order_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_template_id_work_order_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."work_order_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_order_events_order_idx" ON "repair_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "repair_orders_tenant_idx" ON "repair_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_orders_station_idx" ON "repair_orders" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_idx" ON "work_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_type_idx" ON "work_orders" USING btree ("type","status");