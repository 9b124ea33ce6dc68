CREATE TABLE "love_favourites" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_favourites_tenant_id_user_id_target_id_pk" PRIMARY KEY("tenant_id","user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "love_placements" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_placements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "love_profiles" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"height" integer NOT NULL,
	"weight" integer NOT NULL,
	"education_rank" integer NOT NULL,
	"education" text NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"income" text NOT NULL,
	"marital" text NOT NULL,
	"hometown_province" text DEFAULT '' NOT NULL,
	"hometown_city" text DEFAULT '' NOT NULL,
	"residence_province" text DEFAULT '' NOT NULL,
	"residence_city" text NOT NULL,
	"house" text NOT NULL,
	"car" text NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"mate" jsonb NOT NULL,
	"album" text[] DEFAULT '{}'::text[] NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"completeness" integer DEFAULT 0 NOT NULL,
	"hide_from_feed" boolean DEFAULT false NOT NULL,
	"photos_vip_only" boolean DEFAULT false NOT NULL,
	"hide_age" boolean DEFAULT false NOT NULL,
	"hide_income" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_profiles_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "love_reports" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "love_views" (
	"tenant_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewed_id" integer NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_views_tenant_id_viewer_id_viewed_id_pk" PRIMARY KEY("tenant_id","viewer_id","viewed_id")
);
--> statement-breakpoint
ALTER TABLE "love_favourites" ADD CONSTRAINT "love_favourites_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_favourites" ADD CONSTRAINT "love_favourites_tenant_id_target_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_placements" ADD CONSTRAINT "love_placements_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD CONSTRAINT "love_profiles_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_reports" ADD CONSTRAINT "love_reports_tenant_id_reporter_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reporter_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_reports" ADD CONSTRAINT "love_reports_tenant_id_target_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_views" ADD CONSTRAINT "love_views_tenant_id_viewer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","viewer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_views" ADD CONSTRAINT "love_views_tenant_id_viewed_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","viewed_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "love_favourites_target_idx" ON "love_favourites" USING btree ("tenant_id","target_id","created_at");--> statement-breakpoint
CREATE INDEX "love_placements_user_idx" ON "love_placements" USING btree ("tenant_id","user_id","ends_at");--> statement-breakpoint
CREATE INDEX "love_profiles_feed_idx" ON "love_profiles" USING btree ("tenant_id","gender","residence_city","birth_date");--> statement-breakpoint
CREATE INDEX "love_views_viewer_idx" ON "love_views" USING btree ("tenant_id","viewer_id","last_at");--> statement-breakpoint
CREATE INDEX "love_views_viewed_idx" ON "love_views" USING btree ("tenant_id","viewed_id","last_at");