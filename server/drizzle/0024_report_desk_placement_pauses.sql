CREATE TABLE "love_placement_pauses" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_placement_pauses_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "love_placement_pauses" ADD CONSTRAINT "love_placement_pauses_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reviews_decided_idx" ON "content_reviews" USING btree ("tenant_id","decided_at","id");