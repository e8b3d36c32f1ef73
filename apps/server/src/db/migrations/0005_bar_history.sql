ALTER TABLE "bar_revisions" ADD COLUMN "step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_revisions" ADD COLUMN "kind" text DEFAULT 'save' NOT NULL;--> statement-breakpoint
-- Revisions saved before this migration were all plain saves: each stands one step above the last.
UPDATE "bar_revisions" SET "step" = "version";
