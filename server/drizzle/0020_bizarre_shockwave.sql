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
CREATE INDEX "love_saved_searches_user_idx" ON "love_saved_searches" USING btree ("tenant_id","user_id","id");