CREATE TABLE "user_inventory" (
	"user_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "user_inventory_user_id_part_id_pk" PRIMARY KEY("user_id","part_id"),
	CONSTRAINT "user_inventory_count_range" CHECK ("user_inventory"."count" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "user_inventory" ADD CONSTRAINT "user_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_inventory" ADD CONSTRAINT "user_inventory_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;