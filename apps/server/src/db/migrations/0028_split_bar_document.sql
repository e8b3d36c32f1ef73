-- A bar's document in three columns: its front, its back and the rest (settings, camera, extra
-- parts). An UPDATE writes a new version of the whole row, but a TOASTed value it leaves alone is
-- not compressed or written again: the new row points to the same stored value. With the whole
-- document in one column, a one-colour save rewrote all of it (90 KB of jsonb for a 60-module
-- bar); now it rewrites the rest (under 1 KB). Measured with pgbench on PostgreSQL 15 here, 8
-- clients, one colour set by jsonb_set: 1,110 to 1,270 updates/s with one column, 6,190 to 7,630
-- with three (see docs/benchmarks.md). A document without a side keeps it as a JSON null.
ALTER TABLE "bars" ADD COLUMN "document_rest" jsonb;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "front" jsonb;--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "back" jsonb;--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE "bars" ALTER COLUMN "front" SET COMPRESSION lz4;
  ALTER TABLE "bars" ALTER COLUMN "back" SET COMPRESSION lz4;
  ALTER TABLE "bars" ALTER COLUMN "document_rest" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;--> statement-breakpoint
-- The triggers of bars are replaced below; none may run on the copy.
DROP TRIGGER "bars_hold_uploads" ON "bars";--> statement-breakpoint
DROP TRIGGER "bars_owner_counts_update" ON "bars";--> statement-breakpoint
UPDATE "bars" SET
  "document_rest" = "document" - 'front' - 'back',
  "front" = coalesce("document" -> 'front', 'null'::jsonb),
  "back" = coalesce("document" -> 'back', 'null'::jsonb);--> statement-breakpoint
ALTER TABLE "bars" ALTER COLUMN "document_rest" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ALTER COLUMN "front" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" ALTER COLUMN "back" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bars" DROP COLUMN "module_count";--> statement-breakpoint
ALTER TABLE "bars" DROP COLUMN "document";--> statement-breakpoint
-- The module count (0014) was a generated column: PostgreSQL computes those again on every update,
-- which read (and decompressed) both sides even for a colour. A trigger now sets it when an insert
-- or an update writes a side.
CREATE FUNCTION "bars_module_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."module_count" := coalesce(jsonb_array_length(NEW."front" -> 'baseModules'), 0)
    + coalesce(jsonb_array_length(NEW."back" -> 'baseModules'), 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bars_module_count" BEFORE INSERT OR UPDATE OF "front", "back" ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "bars_module_count"();--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "module_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bars" SET "module_count" = coalesce(jsonb_array_length("front" -> 'baseModules'), 0)
  + coalesce(jsonb_array_length("back" -> 'baseModules'), 0);--> statement-breakpoint
-- Uploads named by a bar are held (see 0022) for the parts an insert or update writes: an update
-- that leaves a side alone does not walk it. `UPDATE OF` fires when the statement sets the column.
DROP FUNCTION "bars_hold_uploads"();--> statement-breakpoint
CREATE FUNCTION "bars_hold_uploads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_ARGV[0] = 'document_rest' THEN
    PERFORM "uploads_hold_referenced_in_json"(NEW."document_rest");
  END IF;
  IF TG_OP = 'INSERT' OR TG_ARGV[0] = 'front' THEN
    PERFORM "uploads_hold_referenced_in_json"(NEW."front");
  END IF;
  IF TG_OP = 'INSERT' OR TG_ARGV[0] = 'back' THEN
    PERFORM "uploads_hold_referenced_in_json"(NEW."back");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bars_hold_uploads" BEFORE INSERT ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "bars_hold_uploads"();--> statement-breakpoint
-- The rest (under 1 KB) is written by most saves and seldom names an upload: the database checks
-- the WHEN without calling the function.
CREATE TRIGGER "bars_hold_uploads_rest" BEFORE UPDATE OF "document_rest" ON "bars"
  FOR EACH ROW WHEN (NEW."document_rest"::text LIKE '%/api/uploads/%')
  EXECUTE FUNCTION "bars_hold_uploads"('document_rest');--> statement-breakpoint
CREATE TRIGGER "bars_hold_uploads_front" BEFORE UPDATE OF "front" ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "bars_hold_uploads"('front');--> statement-breakpoint
CREATE TRIGGER "bars_hold_uploads_back" BEFORE UPDATE OF "back" ON "bars"
  FOR EACH ROW EXECUTE FUNCTION "bars_hold_uploads"('back');--> statement-breakpoint
-- The owner counts (0015) moved by an update only when it changes the owner or the removal: a row
-- trigger whose WHEN the database checks without calling the function, so a save (which changes
-- neither) runs no trigger and builds no transition tables. Insert, delete and truncate keep
-- their statement triggers.
CREATE FUNCTION "bar_owner_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."deleted_at" IS NULL THEN
    UPDATE "bar_owner_counts" SET "bars" = "bars" - 1 WHERE "owner_key" = coalesce(OLD."owner_id", 0);
  END IF;
  IF NEW."deleted_at" IS NULL THEN
    INSERT INTO "bar_owner_counts" ("owner_key", "bars") VALUES (coalesce(NEW."owner_id", 0), 1)
      ON CONFLICT ("owner_key") DO UPDATE SET "bars" = "bar_owner_counts"."bars" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bars_owner_counts_update" AFTER UPDATE ON "bars" FOR EACH ROW
  WHEN (OLD."owner_id" IS DISTINCT FROM NEW."owner_id" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "bar_owner_counts_move"();
--> statement-breakpoint
-- A revision's patch (up to 16 KB, usually a few hundred bytes) seldom names an upload: the walk
-- runs only for a snapshot or a patch whose text holds an upload address.
DROP TRIGGER "bar_revisions_hold_uploads" ON "bar_revisions";--> statement-breakpoint
CREATE TRIGGER "bar_revisions_hold_uploads" BEFORE INSERT OR UPDATE ON "bar_revisions"
  FOR EACH ROW WHEN (NEW."document" IS NOT NULL OR NEW."patch"::text LIKE '%/api/uploads/%')
  EXECUTE FUNCTION "bar_revisions_hold_uploads"();
