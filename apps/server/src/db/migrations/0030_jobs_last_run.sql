ALTER TABLE "job_schedules" ADD COLUMN "last_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "last_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "last_status" text;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "worker" text;