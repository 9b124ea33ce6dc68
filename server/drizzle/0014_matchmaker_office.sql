CREATE TABLE "matchmaker_applications" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "matchmaker_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matchmaker_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "matchmaker_levels" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "matchmaker_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"min_income" integer DEFAULT 0 NOT NULL,
	"share_basis_points" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "matchmaker_levels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "office_shares" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "office_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"matchmaker_id" integer NOT NULL,
	"store_id" integer,
	"base_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"basis_points" integer NOT NULL,
	"reversed_amount" integer DEFAULT 0 NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_shares_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"share_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_claim_counters" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_claim_counters_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "crm_follow_ups" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crm_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"next_follow_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_follow_ups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_lead_events" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crm_lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_lead_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_leads" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crm_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_user_id" integer,
	"stage" text DEFAULT 'lead' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"protected_by_contract_id" integer,
	"last_follow_up_at" timestamp with time zone,
	"next_follow_up_at" timestamp with time zone,
	"previous_owner_id" integer,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_leads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_prospects" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crm_prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" integer NOT NULL,
	"source" text NOT NULL,
	"visitor_key" text NOT NULL,
	"user_id" integer,
	"visits" integer DEFAULT 1 NOT NULL,
	"last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_prospects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"claims_per_day" integer NOT NULL,
	"protect_days" integer NOT NULL,
	"idle_days" integer NOT NULL,
	"warn_days" integer NOT NULL,
	"reclaim_block_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"service_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meeting_quota" integer NOT NULL,
	"term_days" integer NOT NULL,
	"price" integer NOT NULL,
	"refund_terms" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_no" text NOT NULL,
	"template_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"matchmaker_id" integer NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"service_items" jsonb NOT NULL,
	"meeting_quota" integer NOT NULL,
	"meetings_used" integer DEFAULT 0 NOT NULL,
	"term_days" integer NOT NULL,
	"price" integer NOT NULL,
	"refund_terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"order_id" integer,
	"paid_at" timestamp with time zone,
	"signature_url" text DEFAULT '' NOT NULL,
	"pdf_url" text DEFAULT '' NOT NULL,
	"pdf_sha256" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone,
	"esign_flow_id" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "dates" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_request_id" integer,
	"customer_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"matchmaker_id" integer NOT NULL,
	"contract_id" integer,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reminded_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"customer_confirmed_at" timestamp with time zone,
	"feedback" text DEFAULT '' NOT NULL,
	"rating" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "meeting_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"matchmaker_id" integer,
	"requested_by" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_photos" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_photos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_library_entries" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_library_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matchmaker_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_library_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "matchmakers" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "matchmaker_applications" ADD CONSTRAINT "matchmaker_applications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_manager_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_follow_ups" ADD CONSTRAINT "crm_follow_ups_tenant_id_lead_id_crm_leads_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lead_id") REFERENCES "public"."crm_leads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_lead_events" ADD CONSTRAINT "crm_lead_events_tenant_id_lead_id_crm_leads_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lead_id") REFERENCES "public"."crm_leads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_customer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_matchmaker_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","matchmaker_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_template_id_contract_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."contract_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dates" ADD CONSTRAINT "dates_tenant_id_customer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dates" ADD CONSTRAINT "dates_tenant_id_partner_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_tenant_id_customer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_tenant_id_target_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_photos" ADD CONSTRAINT "customer_photos_tenant_id_customer_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_library_entries" ADD CONSTRAINT "sales_library_entries_tenant_id_member_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matchmaker_applications_status_idx" ON "matchmaker_applications" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matchmaker_applications_pending_uq" ON "matchmaker_applications" USING btree ("tenant_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "office_shares_order_uq" ON "office_shares" USING btree ("tenant_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "office_shares_beneficiary_idx" ON "office_shares" USING btree ("tenant_id","beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "office_shares_store_idx" ON "office_shares" USING btree ("tenant_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "office_shares_matchmaker_idx" ON "office_shares" USING btree ("tenant_id","matchmaker_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_follow_ups_lead_idx" ON "crm_follow_ups" USING btree ("tenant_id","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_follow_ups_author_idx" ON "crm_follow_ups" USING btree ("tenant_id","author_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_lead_events_lead_idx" ON "crm_lead_events" USING btree ("tenant_id","lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_leads_user_uq" ON "crm_leads" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "crm_leads_owner_idx" ON "crm_leads" USING btree ("tenant_id","owner_id","next_follow_up_at");--> statement-breakpoint
CREATE INDEX "crm_leads_owner_claimed_idx" ON "crm_leads" USING btree ("tenant_id","owner_id","claimed_at");--> statement-breakpoint
CREATE INDEX "crm_leads_claimed_idx" ON "crm_leads" USING btree ("tenant_id","claimed_at") WHERE "crm_leads"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_leads_owner_due_idx" ON "crm_leads" USING btree ("tenant_id","owner_id",coalesce("next_follow_up_at", "expires_at"));--> statement-breakpoint
CREATE INDEX "crm_leads_pool_idx" ON "crm_leads" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "crm_leads_created_idx" ON "crm_leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_prospects_visitor_uq" ON "crm_prospects" USING btree ("tenant_id","referrer_id","visitor_key");--> statement-breakpoint
CREATE INDEX "crm_prospects_referrer_idx" ON "crm_prospects" USING btree ("tenant_id","referrer_id","last_visit_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_uq" ON "contracts" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_order_idx" ON "contracts" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_matchmaker_idx" ON "contracts" USING btree ("tenant_id","matchmaker_id","created_at");--> statement-breakpoint
CREATE INDEX "dates_matchmaker_idx" ON "dates" USING btree ("tenant_id","matchmaker_id","starts_at");--> statement-breakpoint
CREATE INDEX "dates_customer_idx" ON "dates" USING btree ("tenant_id","customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "dates_partner_idx" ON "dates" USING btree ("tenant_id","partner_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_requests_matchmaker_idx" ON "meeting_requests" USING btree ("tenant_id","matchmaker_id","status","created_at");--> statement-breakpoint
CREATE INDEX "meeting_requests_customer_idx" ON "meeting_requests" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_photos_customer_idx" ON "customer_photos" USING btree ("tenant_id","customer_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_library_member_uq" ON "sales_library_entries" USING btree ("tenant_id","matchmaker_id","member_id");--> statement-breakpoint
CREATE INDEX "sales_library_matchmaker_idx" ON "sales_library_entries" USING btree ("tenant_id","matchmaker_id","sort");