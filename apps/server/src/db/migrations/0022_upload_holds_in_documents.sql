-- Bars and revisions name uploads in their documents only (and revisions in their patches: see
-- 0021); the sweep looks there (features/uploads/sweepUploads.ts). The generic trigger of 0016
-- turned the whole row into text and scanned it with a regular expression on every save (about
-- a quarter of the update of a 78 KB document); these walk the jsonb and scan only the strings
-- that hold an upload address. The lock taken is the same (FOR KEY SHARE until the transaction ends).
CREATE FUNCTION "uploads_hold_referenced_in_json"(doc jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF doc IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM "uploads"
    WHERE "id" IN (
      SELECT m[1]
      FROM jsonb_path_query(doc, 'strict $.** ? (@.type() == "string" && @ like_regex "/api/uploads/")') AS v,
        regexp_matches(v #>> '{}', '/api/uploads/([A-Za-z0-9_-]{22})', 'g') AS m)
    FOR KEY SHARE;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bars_hold_uploads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "uploads_hold_referenced_in_json"(NEW."document");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bar_revisions_hold_uploads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "uploads_hold_referenced_in_json"(NEW."document");
  PERFORM "uploads_hold_referenced_in_json"(NEW."patch");
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "bars_hold_uploads" ON "bars";
--> statement-breakpoint
CREATE TRIGGER "bars_hold_uploads" BEFORE INSERT OR UPDATE ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "bars_hold_uploads"();
--> statement-breakpoint
DROP TRIGGER "bar_revisions_hold_uploads" ON "bar_revisions";
--> statement-breakpoint
CREATE TRIGGER "bar_revisions_hold_uploads" BEFORE INSERT OR UPDATE ON "bar_revisions"
  FOR EACH ROW EXECUTE FUNCTION "bar_revisions_hold_uploads"();
