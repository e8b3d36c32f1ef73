CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any write to a catalogue table bumps the version in the writer's transaction, whoever writes
-- (seed, admin routes, a manual fix), so cached catalogues in other processes notice it.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "parts_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "base_modules_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "base_modules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "assemblies_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assemblies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "colors_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
