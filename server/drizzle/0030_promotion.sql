CREATE TABLE "promo_commissions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "promo_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" integer,
	"order_title" text NOT NULL,
	"payer_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"promoter_id" integer NOT NULL,
	"rule_version" integer NOT NULL,
	"base_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"basis_points" integer NOT NULL,
	"refunded_base" integer DEFAULT 0 NOT NULL,
	"reversed_amount" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_commissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_debts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_debts_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promo_partners" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "promo_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_partners_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_rules" (
	"tenant_id" integer NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_rules_tenant_id_version_pk" PRIMARY KEY("tenant_id","version")
);
--> statement-breakpoint
ALTER TABLE "promo_commissions" ADD CONSTRAINT "promo_commissions_tenant_id_rule_version_promo_rules_tenant_id_version_fk" FOREIGN KEY ("tenant_id","rule_version") REFERENCES "public"."promo_rules"("tenant_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_debts" ADD CONSTRAINT "promo_debts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_partners" ADD CONSTRAINT "promo_partners_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_commissions_order_uq" ON "promo_commissions" USING btree ("tenant_id","order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_commissions_register_uq" ON "promo_commissions" USING btree ("tenant_id","payer_id") WHERE "promo_commissions"."kind" = 'register';--> statement-breakpoint
CREATE INDEX "promo_commissions_beneficiary_idx" ON "promo_commissions" USING btree ("tenant_id","beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "promo_commissions_promoter_idx" ON "promo_commissions" USING btree ("tenant_id","promoter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_partners_open_uq" ON "promo_partners" USING btree ("tenant_id","user_id") WHERE "promo_partners"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "promo_partners_queue_idx" ON "promo_partners" USING btree ("tenant_id","status","id");