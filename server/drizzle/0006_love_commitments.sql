CREATE TABLE "love_commitments" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"signed_name" text NOT NULL,
	"text_version" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "love_commitments_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "love_commitments" ADD CONSTRAINT "love_commitments_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;