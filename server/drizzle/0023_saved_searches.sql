CREATE TABLE "love_saved_searches" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "love_saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_saved_searches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "love_saved_searches_slot_range" CHECK ("love_saved_searches"."slot" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "love_saved_searches" ADD CONSTRAINT "love_saved_searches_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "love_saved_searches_slot_uq" ON "love_saved_searches" USING btree ("tenant_id","user_id","slot");--> statement-breakpoint
CREATE INDEX "love_saved_searches_user_idx" ON "love_saved_searches" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
-- 找对象 on the home's icon grid opened the home itself; tenants seeded before the search page
-- existed get the page, unless their staff already pointed the entry elsewhere.
UPDATE "navigations" SET "url" = '/pages/love/search'
WHERE "group_name" = '首页专用导航' AND "name" = '找对象' AND "url" = '/pages/index/index';
