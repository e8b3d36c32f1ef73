ALTER TABLE "content_settings" DROP CONSTRAINT "content_settings_key";--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_key" CHECK ("content_settings"."key" in ('company_url', 'embed_themes'));--> statement-breakpoint
-- The dealer themes of the embed name their logos (uploads): such a row holds them like the
-- other rows that name uploads (0016), and the sweep looks into it (features/uploads/sweepUploads.ts).
CREATE TRIGGER "content_settings_hold_uploads" BEFORE INSERT OR UPDATE ON "content_settings"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
