CREATE TABLE "poster_renders" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template" text NOT NULL,
	"version" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poster_renders_tenant_id_user_id_template_pk" PRIMARY KEY("tenant_id","user_id","template")
);
--> statement-breakpoint
CREATE TABLE "poster_scenes" (
	"tenant_id" integer NOT NULL,
	"id" text NOT NULL,
	"page" text NOT NULL,
	"params" jsonb NOT NULL,
	"params_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poster_scenes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "poster_renders" ADD CONSTRAINT "poster_renders_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poster_scenes_target_idx" ON "poster_scenes" USING btree ("tenant_id","page","params_key");