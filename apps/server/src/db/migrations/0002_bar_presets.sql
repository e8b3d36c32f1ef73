CREATE TABLE "bar_presets" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"base_module" text NOT NULL,
	"equipment" text NOT NULL,
	"shape" text NOT NULL,
	"size" text NOT NULL,
	"thumbnail" text,
	"document" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_presets_code_unique" UNIQUE("code")
);
