ALTER TABLE "addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
-- Every user who already has addresses gets the oldest one as default, as a new first address would.
UPDATE "addresses" SET "is_default" = true WHERE "id" IN (SELECT min("id") FROM "addresses" GROUP BY "user_id");
