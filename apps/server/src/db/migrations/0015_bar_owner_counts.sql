CREATE TABLE "bar_owner_counts" (
	"owner_key" integer PRIMARY KEY NOT NULL,
	"bars" integer NOT NULL
);
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert adds its counts in one statement, and a
-- save that changes neither the owner nor the removal writes nothing (the deltas sum to zero). The
-- owner foreign key's ON DELETE SET NULL is an UPDATE of bars, so it moves the bars to the guests.
CREATE FUNCTION "bar_owner_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "bar_owner_counts" ("owner_key", "bars")
      SELECT coalesce("owner_id", 0), count(*) FROM "inserted_bars" WHERE "deleted_at" IS NULL GROUP BY 1
      ON CONFLICT ("owner_key") DO UPDATE SET "bars" = "bar_owner_counts"."bars" + excluded."bars";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "bar_owner_counts" AS counts SET "bars" = counts."bars" - removed."bars"
      FROM (SELECT coalesce("owner_id", 0) AS "owner_key", count(*) AS "bars" FROM "deleted_bars"
            WHERE "deleted_at" IS NULL GROUP BY 1) AS removed
      WHERE counts."owner_key" = removed."owner_key";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "bar_owner_counts";
  ELSE
    INSERT INTO "bar_owner_counts" ("owner_key", "bars")
      SELECT "owner_key", sum("delta") FROM (
        SELECT coalesce("owner_id", 0) AS "owner_key", 1 AS "delta" FROM "updated_bars" WHERE "deleted_at" IS NULL
        UNION ALL
        SELECT coalesce("owner_id", 0), -1 FROM "previous_bars" WHERE "deleted_at" IS NULL
      ) AS deltas GROUP BY "owner_key" HAVING sum("delta") <> 0
      ON CONFLICT ("owner_key") DO UPDATE SET "bars" = "bar_owner_counts"."bars" + excluded."bars";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bars_owner_counts_insert" AFTER INSERT ON "bars" REFERENCING NEW TABLE AS "inserted_bars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bar_owner_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bars_owner_counts_delete" AFTER DELETE ON "bars" REFERENCING OLD TABLE AS "deleted_bars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bar_owner_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bars_owner_counts_update" AFTER UPDATE ON "bars"
  REFERENCING OLD TABLE AS "previous_bars" NEW TABLE AS "updated_bars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bar_owner_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bars_owner_counts_truncate" AFTER TRUNCATE ON "bars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bar_owner_counts_apply"();--> statement-breakpoint
INSERT INTO "bar_owner_counts" ("owner_key", "bars")
  SELECT coalesce("owner_id", 0), count(*) FROM "bars" WHERE "deleted_at" IS NULL GROUP BY 1;
