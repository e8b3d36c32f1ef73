CREATE TABLE "vehicle_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"order_column" integer NOT NULL,
	"name" jsonb NOT NULL,
	"cargo_length" integer NOT NULL,
	"cargo_width" integer NOT NULL,
	"cargo_height" integer NOT NULL,
	"payload_g" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "packed_length" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "packed_width" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "packed_height" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "inner_length" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "inner_width" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "inner_height" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "max_load_g" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "watts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- T1 seed figures for the parts of the seed catalogue (packed sizes, bags' inner sizes and loads, watts).
-- Parts an administrator added keep NULL sizes: they travel as width × height × depth.
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 180 WHERE "code" = 'g-raxx-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1220, "packed_width" = 1060, "packed_height" = 180 WHERE "code" = 'g-raxx-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1220, "packed_width" = 1060, "packed_height" = 200 WHERE "code" = 'g-flexx-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 90 WHERE "code" = 'front-frame-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1220, "packed_width" = 1060, "packed_height" = 90 WHERE "code" = 'front-frame-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 410, "packed_height" = 30 WHERE "code" = 'counter-board-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 410, "packed_height" = 30 WHERE "code" = 'counter-board-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 200 WHERE "code" = 'g-flexx-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 420, "packed_height" = 160 WHERE "code" = 'g-flexx-mini-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 200 WHERE "code" = 'corner-module';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 120 WHERE "code" = 'empty-module-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 2020, "packed_width" = 620, "packed_height" = 160 WHERE "code" = 'back-frame-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 2020, "packed_width" = 1220, "packed_height" = 160 WHERE "code" = 'back-frame-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 610, "packed_height" = 30 WHERE "code" = 'corner-worktop';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1050, "packed_width" = 110, "packed_height" = 110 WHERE "code" = 'corner-cap';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1060, "packed_width" = 620, "packed_height" = 90 WHERE "code" = 'corner-frame';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 870, "packed_height" = 25 WHERE "code" = 'panel-600-860';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 1050, "packed_height" = 25 WHERE "code" = 'panel-600-1040';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 870, "packed_height" = 25 WHERE "code" = 'panel-1200-860';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 1050, "packed_height" = 25 WHERE "code" = 'panel-1200-1040';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 870, "packed_height" = 25 WHERE "code" = 'side-panel-860';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 1050, "packed_height" = 25 WHERE "code" = 'side-panel-1040';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 1090, "packed_height" = 30 WHERE "code" = 'door-600-1080';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 1110, "packed_height" = 30 WHERE "code" = 'door-600-1100';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 75 WHERE "code" = 'insert-shelf';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 130 WHERE "code" = 'insert-drawer';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 130 WHERE "code" = 'insert-bottle-rack';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 190 WHERE "code" = 'insert-glass-rack';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 245 WHERE "code" = 'insert-bin';--> statement-breakpoint
UPDATE "parts" SET "watts" = 120, "packed_length" = 570, "packed_width" = 550, "packed_height" = 305 WHERE "code" = 'insert-cooler';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 130 WHERE "code" = 'insert-gn-holder';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 35 WHERE "code" = 'worktop-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 570, "packed_width" = 550, "packed_height" = 130 WHERE "code" = 'worktop-sink-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 310, "packed_height" = 30 WHERE "code" = 'shelf-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 310, "packed_height" = 30 WHERE "code" = 'shelf-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 210, "packed_height" = 120 WHERE "code" = 'bottle-shelf-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 210, "packed_height" = 120 WHERE "code" = 'bottle-shelf-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 910, "packed_height" = 130 WHERE "code" = 'back-frame-shelf-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 910, "packed_height" = 140 WHERE "code" = 'back-frame-bottle-shelf-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 910, "packed_height" = 25 WHERE "code" = 'cover-plate-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 2010, "packed_width" = 460, "packed_height" = 50 WHERE "code" = 'back-side-cap';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 50, "packed_height" = 50 WHERE "code" = 'banner-holder';--> statement-breakpoint
UPDATE "parts" SET "watts" = 9, "packed_length" = 620, "packed_width" = 40, "packed_height" = 40 WHERE "code" = 'led-bar-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 18, "packed_length" = 1220, "packed_width" = 40, "packed_height" = 40 WHERE "code" = 'led-bar-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 130, "packed_height" = 130 WHERE "code" = 'speed-rack';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 100, "packed_height" = 100 WHERE "code" = 'front-banner-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 100, "packed_height" = 100 WHERE "code" = 'front-banner-1200';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 100, "packed_height" = 100 WHERE "code" = 'side-banner-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 100, "packed_height" = 100 WHERE "code" = 'back-banner-600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 460, "packed_width" = 100, "packed_height" = 100 WHERE "code" = 'back-side-banner';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 310, "packed_height" = 30 WHERE "code" = 'brand-sign-600x300';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 310, "packed_height" = 30 WHERE "code" = 'brand-sign-1200x300';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1210, "packed_width" = 610, "packed_height" = 30 WHERE "code" = 'brand-sign-1200x600';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 540, "packed_width" = 335, "packed_height" = 160 WHERE "code" = 'gn-container-1-1';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 335, "packed_width" = 185, "packed_height" = 160 WHERE "code" = 'gn-container-1-3';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 310, "packed_width" = 210, "packed_height" = 70 WHERE "code" = 'glass-holder';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 70, "packed_width" = 70, "packed_height" = 50 WHERE "code" = 'bag-hook';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 90, "packed_width" = 90, "packed_height" = 50 WHERE "code" = 'bottle-opener';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 610, "packed_width" = 310, "packed_height" = 35 WHERE "code" = 'side-shelf';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1300, "packed_width" = 1150, "packed_height" = 60, "inner_length" = 1250, "inner_width" = 1100, "inner_height" = 650, "max_load_g" = 60000, "width" = 1300, "height" = 1150, "depth" = 700 WHERE "code" = 'bag-module';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1300, "packed_width" = 160, "packed_height" = 60, "inner_length" = 1250, "inner_width" = 430, "inner_height" = 140, "max_load_g" = 65000, "width" = 1300, "height" = 160, "depth" = 480 WHERE "code" = 'bag-counter-board';--> statement-breakpoint
UPDATE "parts" SET "watts" = 0, "packed_length" = 1300, "packed_width" = 1130, "packed_height" = 60, "inner_length" = 1250, "inner_width" = 1080, "inner_height" = 120, "max_load_g" = 60000, "width" = 1300, "height" = 1130, "depth" = 150 WHERE "code" = 'bag-panels';
--> statement-breakpoint
CREATE TRIGGER "vehicle_classes_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_classes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
