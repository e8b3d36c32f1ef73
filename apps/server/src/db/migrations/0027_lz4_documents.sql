-- Every save rewrites the bar's document (up to 90 KB of jsonb), and TOAST compresses it again:
-- with the default pglz that was over half of PostgreSQL's CPU time for an update of the 60-module
-- bar (3.8 ms of backend CPU, 1.7 ms with lz4; see docs/benchmarks.md). Values written from now
-- on use lz4 (a bar's document on its next save). A server built without lz4 (PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "bars" ALTER COLUMN "document" SET COMPRESSION lz4;
  ALTER TABLE "bar_revisions" ALTER COLUMN "document" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
