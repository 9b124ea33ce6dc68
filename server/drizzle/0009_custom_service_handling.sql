ALTER TABLE "love_custom_services" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "love_custom_services" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "love_custom_services" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "love_custom_services_status_idx" ON "love_custom_services" USING btree ("tenant_id","status","id");