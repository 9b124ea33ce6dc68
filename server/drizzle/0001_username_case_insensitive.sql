DROP INDEX "users_username_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("tenant_id",lower("username"));