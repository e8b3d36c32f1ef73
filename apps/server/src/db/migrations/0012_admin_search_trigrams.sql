-- Trigram indexes for the admin lists' ILIKE searches. pg_trgm ships with PostgreSQL (contrib, a
-- trusted extension) and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bars_name_trgm_idx" ON "bars" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("email" || ' ' || coalesce("given_name", '') || ' ' || coalesce("family_name", '') || ' ' || coalesce("organization", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);