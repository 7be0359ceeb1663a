ALTER TABLE "repair_order_events" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_templates" ADD COLUMN "checklist_i18n" jsonb DEFAULT '[]'::jsonb NOT NULL;