CREATE TABLE "live_consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bar_id" uuid NOT NULL,
	"staff_user_id" integer,
	"staff_email" text NOT NULL,
	"inquiry_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "live_consultations_end" CHECK (("live_consultations"."ended_at" is null and "live_consultations"."ended_by" is null) or ("live_consultations"."ended_at" is not null and "live_consultations"."ended_by" in ('customer', 'consultant')))
);
--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_fields";--> statement-breakpoint
ALTER TABLE "bars" ADD COLUMN "consultant_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "live_consultations" ADD CONSTRAINT "live_consultations_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_consultations" ADD CONSTRAINT "live_consultations_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_consultations" ADD CONSTRAINT "live_consultations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_consultations_open_bar_idx" ON "live_consultations" USING btree ("bar_id") WHERE "live_consultations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "live_consultations_inquiry_idx" ON "live_consultations" USING btree ("inquiry_id");--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_fields" CHECK (("inquiry_events"."kind" in ('message', 'note') and "inquiry_events"."body" is not null) or ("inquiry_events"."kind" = 'status' and "inquiry_events"."to_status" is not null) or "inquiry_events"."kind" in ('assignment', 'live_joined') or ("inquiry_events"."kind" = 'live_ended' and "inquiry_events"."ended_by" in ('customer', 'consultant')));