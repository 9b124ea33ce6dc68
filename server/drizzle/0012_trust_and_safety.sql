CREATE TABLE "content_reviews" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "content_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "content_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "personal_data_access_log" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_user_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"fields" text[] NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_access_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "love_profiles_rank_idx";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "moderation_config" jsonb DEFAULT '{"mode":"pre"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "staff_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "love_reports" ADD COLUMN "times" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "love_reports" ADD COLUMN "resolution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "love_reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "love_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "love_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_tenant_id_reviewer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reviewer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access_log" ADD CONSTRAINT "personal_data_access_log_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reviews_pending_uq" ON "content_reviews" USING btree ("tenant_id","user_id","kind") WHERE "content_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "content_reviews_queue_idx" ON "content_reviews" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "content_reviews_user_idx" ON "content_reviews" USING btree ("tenant_id","user_id","kind","id");--> statement-breakpoint
CREATE INDEX "personal_data_access_subject_idx" ON "personal_data_access_log" USING btree ("tenant_id","subject_user_id","created_at");--> statement-breakpoint
-- Reports filed twice by one member on one target before merging existed become one row, counted in times.
UPDATE "love_reports" SET "status" = 'dismissed' WHERE "status" = 'handled';--> statement-breakpoint
WITH "ranked" AS (
	SELECT "tenant_id", "id",
		row_number() OVER (PARTITION BY "tenant_id", "reporter_id", "target_id" ORDER BY "id" DESC) AS "rn",
		count(*) OVER (PARTITION BY "tenant_id", "reporter_id", "target_id") AS "n"
	FROM "love_reports" WHERE "status" = 'pending'
), "kept" AS (
	UPDATE "love_reports" AS "r" SET "times" = "ranked"."n" FROM "ranked"
	WHERE "ranked"."rn" = 1 AND "ranked"."n" > 1 AND "r"."tenant_id" = "ranked"."tenant_id" AND "r"."id" = "ranked"."id"
)
DELETE FROM "love_reports" AS "r" USING "ranked"
WHERE "ranked"."rn" > 1 AND "r"."tenant_id" = "ranked"."tenant_id" AND "r"."id" = "ranked"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "love_reports_pending_uq" ON "love_reports" USING btree ("tenant_id","reporter_id","target_id") WHERE "love_reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "love_reports_queue_idx" ON "love_reports" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "love_reports_target_idx" ON "love_reports" USING btree ("tenant_id","target_id","status");--> statement-breakpoint
CREATE INDEX "love_reports_reporter_idx" ON "love_reports" USING btree ("tenant_id","reporter_id","id");--> statement-breakpoint
CREATE INDEX "love_profiles_rank_idx" ON "love_profiles" USING btree ("tenant_id","gender","residence_city","hide_from_feed","staff_hidden","birth_date","height","education_rank","completeness","mate_age_min","mate_age_max","active_at","hide_age","lat","lng","user_id");