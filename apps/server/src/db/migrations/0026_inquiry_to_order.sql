ALTER TABLE "inquiries" ADD COLUMN "to_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "owned_units" integer;