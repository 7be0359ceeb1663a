CREATE TABLE "live_watches" (
	"device_id" text NOT NULL,
	"listener_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_watches_device_id_listener_id_pk" PRIMARY KEY("device_id","listener_id")
);
--> statement-breakpoint
CREATE INDEX "live_watches_expires_idx" ON "live_watches" USING btree ("expires_at");