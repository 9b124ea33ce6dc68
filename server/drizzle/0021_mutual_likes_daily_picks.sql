CREATE TABLE "love_daily_pick_days" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_daily_pick_days_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "love_daily_picks" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"picked_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_daily_picks_tenant_id_user_id_day_picked_id_pk" PRIMARY KEY("tenant_id","user_id","day","picked_id")
);
--> statement-breakpoint
CREATE TABLE "love_likes" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_likes_tenant_id_user_id_target_id_pk" PRIMARY KEY("tenant_id","user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "love_matches" (
	"tenant_id" integer NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_matches_tenant_id_user_low_user_high_pk" PRIMARY KEY("tenant_id","user_low","user_high")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "match_config" jsonb DEFAULT '{"dailyPicks":6,"vipDailyPicks":12,"timeZone":"Asia/Shanghai"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "love_daily_pick_days" ADD CONSTRAINT "love_daily_pick_days_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_daily_picks" ADD CONSTRAINT "love_daily_picks_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_daily_picks" ADD CONSTRAINT "love_daily_picks_tenant_id_picked_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","picked_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_likes" ADD CONSTRAINT "love_likes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_likes" ADD CONSTRAINT "love_likes_tenant_id_target_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_matches" ADD CONSTRAINT "love_matches_tenant_id_user_low_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_low") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_matches" ADD CONSTRAINT "love_matches_tenant_id_user_high_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_high") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "love_likes_target_idx" ON "love_likes" USING btree ("tenant_id","target_id","created_at");--> statement-breakpoint
CREATE INDEX "love_matches_high_idx" ON "love_matches" USING btree ("tenant_id","user_high");