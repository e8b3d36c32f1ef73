CREATE TABLE "assemblies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"order_column" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"thumbnail" text,
	"width" integer NOT NULL,
	"depth" integer NOT NULL,
	"height" integer NOT NULL,
	"height_units" integer NOT NULL,
	"mount" text,
	"allowed_rows" jsonb NOT NULL,
	"side" text NOT NULL,
	"translations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assemblies_code_unique" UNIQUE("code")
);
