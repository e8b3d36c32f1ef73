CREATE TABLE "content_sections" (
	"id" char(40) PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_sections_id_hex" CHECK ("content_sections"."id" ~ '^[0-9a-f]{40}$'),
	CONSTRAINT "content_sections_type" CHECK ("content_sections"."type" in ('text', 'faq', 'video', 'downloads'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_content_type" CHECK ("uploads"."content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE INDEX "content_sections_position_idx" ON "content_sections" USING btree ("position");