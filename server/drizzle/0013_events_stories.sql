CREATE TABLE "event_matches" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_matches_tenant_id_event_id_user_low_user_high_pk" PRIMARY KEY("tenant_id","event_id","user_low","user_high")
);
--> statement-breakpoint
CREATE TABLE "event_picks" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_picks_tenant_id_event_id_from_user_id_to_user_id_pk" PRIMARY KEY("tenant_id","event_id","from_user_id","to_user_id")
);
--> statement-breakpoint
CREATE TABLE "event_signups" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "event_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gender" text NOT NULL,
	"status" text NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"pay_method" text,
	"points" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"check_in_code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"refunded" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"sharer_id" integer,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_signups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"signup_starts_at" timestamp with time zone NOT NULL,
	"signup_ends_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancel_deadline" timestamp with time zone NOT NULL,
	"quota_male" integer NOT NULL,
	"quota_female" integer NOT NULL,
	"price_male" integer DEFAULT 0 NOT NULL,
	"price_female" integer DEFAULT 0 NOT NULL,
	"real_name_required" boolean DEFAULT false NOT NULL,
	"audit_required" boolean DEFAULT false NOT NULL,
	"mutual_selection" boolean DEFAULT false NOT NULL,
	"picks_per_guest" integer DEFAULT 0 NOT NULL,
	"reveal_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"rules" text DEFAULT '' NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"organiser_id" integer NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "love_stories" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"stage" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"met_through" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_partner' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"confirmed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_stories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pennants" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pennants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"matchmaker_id" integer NOT NULL,
	"template" text NOT NULL,
	"words" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pennants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_orders" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_tenant_id_user_low_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_low") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_tenant_id_user_high_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_high") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_picks" ADD CONSTRAINT "event_picks_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_picks" ADD CONSTRAINT "event_picks_tenant_id_from_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_picks" ADD CONSTRAINT "event_picks_tenant_id_to_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_tenant_id_sharer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sharer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_organiser_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","organiser_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_stories" ADD CONSTRAINT "love_stories_tenant_id_author_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_stories" ADD CONSTRAINT "love_stories_tenant_id_partner_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pennants" ADD CONSTRAINT "pennants_tenant_id_from_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pennants" ADD CONSTRAINT "pennants_tenant_id_matchmaker_id_matchmakers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","matchmaker_id") REFERENCES "public"."matchmakers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_matches_high_idx" ON "event_matches" USING btree ("tenant_id","user_high");--> statement-breakpoint
CREATE UNIQUE INDEX "event_signups_live_uq" ON "event_signups" USING btree ("tenant_id","event_id","user_id") WHERE "event_signups"."status" not in ('cancelled', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "event_signups_code_uq" ON "event_signups" USING btree ("tenant_id","event_id","check_in_code") WHERE "event_signups"."status" not in ('cancelled', 'rejected');--> statement-breakpoint
CREATE INDEX "event_signups_seats_idx" ON "event_signups" USING btree ("tenant_id","event_id","gender","status");--> statement-breakpoint
CREATE INDEX "event_signups_user_idx" ON "event_signups" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "event_signups_order_idx" ON "event_signups" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("tenant_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("tenant_id","organiser_id","starts_at");--> statement-breakpoint
CREATE INDEX "love_stories_public_idx" ON "love_stories" USING btree ("tenant_id","status","published_at");--> statement-breakpoint
CREATE INDEX "love_stories_author_idx" ON "love_stories" USING btree ("tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "love_stories_partner_idx" ON "love_stories" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pennants_one_per_matchmaker_uq" ON "pennants" USING btree ("tenant_id","from_user_id","matchmaker_id") WHERE "pennants"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "pennants_public_idx" ON "pennants" USING btree ("tenant_id","status","matchmaker_id","id");