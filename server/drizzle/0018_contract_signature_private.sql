ALTER TABLE "contracts" ADD COLUMN "signature_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Signatures drawn before this were uploads: the contract keeps the stored object, which stops being one of the member's uploads (deleting her account keeps it, for the law, with the contract).
UPDATE "contracts" SET "signature_key" = u."storage_key" FROM "uploads" u WHERE u."tenant_id" = "contracts"."tenant_id" AND u."url" = "contracts"."signature_url" AND "contracts"."signature_url" <> '';--> statement-breakpoint
DELETE FROM "uploads" u USING "contracts" c WHERE u."tenant_id" = c."tenant_id" AND u."url" = c."signature_url" AND c."signature_url" <> '';--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "signature_url";
