CREATE INDEX "bars_admin_created_idx" ON "bars" USING btree ("created_at","id") WHERE "bars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bars_admin_name_idx" ON "bars" USING btree (lower("name")) WHERE "bars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bars_admin_price_idx" ON "bars" USING btree ("total_price_cents") WHERE "bars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_family_name_idx" ON "users" USING btree (lower("family_name"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");