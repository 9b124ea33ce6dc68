CREATE TABLE "love_blocks" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_blocks_tenant_id_user_id_target_id_pk" PRIMARY KEY("tenant_id","user_id","target_id")
);
--> statement-breakpoint
DROP INDEX "love_profiles_feed_idx";--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "mate_age_min" integer GENERATED ALWAYS AS (((mate ->> 'ageMin'))::integer) STORED;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "mate_age_max" integer GENERATED ALWAYS AS (((mate ->> 'ageMax'))::integer) STORED;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "love_blocks" ADD CONSTRAINT "love_blocks_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_blocks" ADD CONSTRAINT "love_blocks_tenant_id_target_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "love_blocks_target_idx" ON "love_blocks" USING btree ("tenant_id","target_id");--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("tenant_id","id") WHERE "users"."status" <> 'active';--> statement-breakpoint
CREATE INDEX "love_profiles_rank_idx" ON "love_profiles" USING btree ("tenant_id","gender","residence_city","hide_from_feed","birth_date","height","education_rank","completeness","mate_age_min","mate_age_max","active_at","hide_age","user_id");--> statement-breakpoint
-- Existing profiles start from the last login, the best activity signal there was before active_at.
UPDATE "love_profiles" p SET "active_at" = coalesce(u."last_login_at", p."created_at") FROM "users" u WHERE u."tenant_id" = p."tenant_id" AND u."id" = p."user_id";