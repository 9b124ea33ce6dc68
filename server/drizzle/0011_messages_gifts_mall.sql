CREATE TABLE "member_notices" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "member_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" text NOT NULL,
	"read_at" timestamp with time zone,
	"push_state" text DEFAULT 'pending' NOT NULL,
	"push_claimed_at" timestamp with time zone,
	"push_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscribe_budgets" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribe_budgets_tenant_id_user_id_template_id_pk" PRIMARY KEY("tenant_id","user_id","template_id"),
	CONSTRAINT "subscribe_budgets_not_negative" CHECK ("subscribe_budgets"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_exchanges" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mall_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_points" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_phone" text DEFAULT '' NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"redemption_code" text,
	"tracking_note" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_by" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mall_exchanges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mall_exchanges_quantity_positive" CHECK ("mall_exchanges"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mall_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mall_goods_stock_not_negative" CHECK ("mall_goods"."stock" >= 0),
	CONSTRAINT "mall_goods_exchanged_not_negative" CHECK ("mall_goods"."exchanged" >= 0),
	CONSTRAINT "mall_goods_points_positive" CHECK ("mall_goods"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"tenant_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"read_message_id" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_members_tenant_id_conversation_id_user_id_pk" PRIMARY KEY("tenant_id","conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"started_by" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "conversations_pair_order" CHECK ("conversations"."user_low" < "conversations"."user_high")
);
--> statement-breakpoint
CREATE TABLE "message_daily_starts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"started" integer NOT NULL,
	CONSTRAINT "message_daily_starts_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "message_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "message_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"gift" jsonb,
	"client_message_id" text NOT NULL,
	"recalled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "love_gift_sends" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_gift_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"gift_name" text NOT NULL,
	"gift_image" text NOT NULL,
	"points" integer NOT NULL,
	"share_account" text NOT NULL,
	"share_amount" integer NOT NULL,
	"share_points" integer NOT NULL,
	"client_request_id" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decline_until" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_gift_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "love_gifts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text NOT NULL,
	"points" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_gifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "love_gifts_points_positive" CHECK ("love_gifts"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "message_config" jsonb DEFAULT '{"requireRealNameToStart":true,"dailyNewConversations":3,"vipDailyNewConversations":10,"maxMessagesBeforeReply":2}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "love_gift_config" jsonb DEFAULT '{"receiverSharePercent":50,"receiverShareAccount":"credit","declineDays":7}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribe_budgets" ADD CONSTRAINT "subscribe_budgets_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_tenant_id_goods_id_mall_goods_tenant_id_id_fk" FOREIGN KEY ("tenant_id","goods_id") REFERENCES "public"."mall_goods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_tenant_id_conversation_id_conversations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_user_low_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_low") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_user_high_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_high") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_daily_starts" ADD CONSTRAINT "message_daily_starts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_tenant_id_message_id_messages_tenant_id_id_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_tenant_id_reporter_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reporter_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_tenant_id_reported_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reported_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_tenant_id_handled_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","handled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_conversation_id_conversations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_sender_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sender_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_gift_sends" ADD CONSTRAINT "love_gift_sends_tenant_id_sender_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sender_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_gift_sends" ADD CONSTRAINT "love_gift_sends_tenant_id_receiver_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receiver_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_gift_sends" ADD CONSTRAINT "love_gift_sends_tenant_id_gift_id_love_gifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","gift_id") REFERENCES "public"."love_gifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notices_biz_uq" ON "member_notices" USING btree ("tenant_id","user_id","biz_type","biz_id");--> statement-breakpoint
CREATE INDEX "member_notices_user_idx" ON "member_notices" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "member_notices_unread_idx" ON "member_notices" USING btree ("tenant_id","user_id") WHERE "member_notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "member_notices_push_idx" ON "member_notices" USING btree ("tenant_id","id") WHERE "member_notices"."push_state" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_idempotency_uq" ON "mall_exchanges" USING btree ("tenant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_code_uq" ON "mall_exchanges" USING btree ("tenant_id","redemption_code") WHERE "mall_exchanges"."redemption_code" is not null;--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_idx" ON "mall_exchanges" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "mall_exchanges_limit_idx" ON "mall_exchanges" USING btree ("tenant_id","goods_id","user_id");--> statement-breakpoint
CREATE INDEX "mall_exchanges_status_idx" ON "mall_exchanges" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "mall_goods_list_idx" ON "mall_goods" USING btree ("tenant_id","on_sale","sort","id");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("tenant_id","user_id","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_uq" ON "conversations" USING btree ("tenant_id","user_low","user_high");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once_uq" ON "message_reports" USING btree ("tenant_id","message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_queue_idx" ON "message_reports" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_uq" ON "messages" USING btree ("tenant_id","sender_id","client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_uq" ON "messages" USING btree ("tenant_id","conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("tenant_id","conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "love_gift_sends_request_uq" ON "love_gift_sends" USING btree ("tenant_id","sender_id","client_request_id");--> statement-breakpoint
CREATE INDEX "love_gift_sends_receiver_idx" ON "love_gift_sends" USING btree ("tenant_id","receiver_id","id");--> statement-breakpoint
CREATE INDEX "love_gift_sends_sender_idx" ON "love_gift_sends" USING btree ("tenant_id","sender_id","id");--> statement-breakpoint
CREATE INDEX "love_gift_sends_gift_idx" ON "love_gift_sends" USING btree ("tenant_id","gift_id");--> statement-breakpoint
CREATE INDEX "love_gifts_sort_idx" ON "love_gifts" USING btree ("tenant_id","sort","id");