-- Anonymous opens of a shared link were forgeable prospects: they go, and a member who opened one link on two devices keeps her first row.
DELETE FROM "crm_prospects" WHERE "user_id" IS NULL;--> statement-breakpoint
DELETE FROM "crm_prospects" later USING "crm_prospects" earlier WHERE later."tenant_id" = earlier."tenant_id" AND later."referrer_id" = earlier."referrer_id" AND later."user_id" = earlier."user_id" AND later."id" > earlier."id";--> statement-breakpoint
DROP INDEX "crm_prospects_visitor_uq";--> statement-breakpoint
ALTER TABLE "crm_prospects" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_prospects_member_uq" ON "crm_prospects" USING btree ("tenant_id","referrer_id","user_id");--> statement-breakpoint
ALTER TABLE "crm_prospects" DROP COLUMN "visitor_key";
