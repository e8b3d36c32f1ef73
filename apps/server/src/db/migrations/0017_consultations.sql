ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "bar_snapshot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_session_unique" UNIQUE("session_id","scope","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_owner" CHECK (("idempotency_keys"."user_id" is null) <> ("idempotency_keys"."session_id" is null));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_fields" CHECK (("inquiries"."kind" = 'quote' and "inquiries"."bar_snapshot" is not null and "inquiries"."address" is not null) or ("inquiries"."kind" = 'consultation' and "inquiries"."contact" is not null));