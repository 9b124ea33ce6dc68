ALTER TABLE "love_profiles" ADD COLUMN "ethnicity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "love_profiles" ADD COLUMN "children" text DEFAULT '' NOT NULL;