CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- Every row that may name an upload (a bar, a revision, a preset, an assembly thumbnail, a home
-- screen section, an inquiry's frozen bar) holds a KEY SHARE lock on the uploads it names until
-- its transaction ends. The sweep of unreferenced uploads (features/uploads/sweepUploads.ts) first
-- locks its candidates FOR UPDATE SKIP LOCKED and only then looks for references: a save still in
-- flight keeps its upload out of the sweep, and one committed before is seen by the look.
CREATE FUNCTION "uploads_hold_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "uploads"
    WHERE "id" IN (SELECT m[1] FROM regexp_matches(to_jsonb(NEW)::text, '/api/uploads/([A-Za-z0-9_-]{22})', 'g') AS m)
    FOR KEY SHARE;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bars_hold_uploads" BEFORE INSERT OR UPDATE ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
--> statement-breakpoint
CREATE TRIGGER "bar_revisions_hold_uploads" BEFORE INSERT OR UPDATE ON "bar_revisions"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
--> statement-breakpoint
CREATE TRIGGER "bar_presets_hold_uploads" BEFORE INSERT OR UPDATE ON "bar_presets"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
--> statement-breakpoint
CREATE TRIGGER "assemblies_hold_uploads" BEFORE INSERT OR UPDATE ON "assemblies"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
--> statement-breakpoint
CREATE TRIGGER "content_sections_hold_uploads" BEFORE INSERT OR UPDATE ON "content_sections"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
--> statement-breakpoint
CREATE TRIGGER "inquiries_hold_uploads" BEFORE INSERT OR UPDATE ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION "uploads_hold_referenced"();
