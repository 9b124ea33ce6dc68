ALTER TABLE "contracts" ADD COLUMN "pdf_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "contracts" SET "pdf_key" = substring("pdf_url" from '(t[0-9]+/contracts/.*)$') WHERE "pdf_url" <> '';--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "pdf_url";