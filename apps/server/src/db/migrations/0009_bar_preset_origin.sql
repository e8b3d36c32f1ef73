ALTER TABLE "bars" ADD COLUMN "preset_id" integer;--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_preset_id_bar_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."bar_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bars_preset_id_idx" ON "bars" USING btree ("preset_id");