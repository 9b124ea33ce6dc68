ALTER TABLE "tenants" ALTER COLUMN "match_config" SET DEFAULT '{"dailyPicks":6,"vipDailyPicks":12}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "hide_presence" boolean DEFAULT false NOT NULL;