ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_pending_email_token_idx" ON "users" USING btree ("pending_email_token_hash") WHERE "users"."pending_email_token_hash" is not null;