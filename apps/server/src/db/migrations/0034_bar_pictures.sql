CREATE TABLE "bar_pictures" (
	"bar_id" uuid PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"kind" text NOT NULL,
	"bar_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_pictures_kind" CHECK ("bar_pictures"."kind" in ('photo', 'raster'))
);
--> statement-breakpoint
ALTER TABLE "bar_pictures" ADD CONSTRAINT "bar_pictures_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_pictures" ADD CONSTRAINT "bar_pictures_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bar_pictures_upload_id_idx" ON "bar_pictures" USING btree ("upload_id");