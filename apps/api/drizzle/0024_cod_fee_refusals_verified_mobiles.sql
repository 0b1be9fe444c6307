CREATE TABLE "verified_mobiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verified_mobiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_refusals" ALTER COLUMN "shipment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cod_fee" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD COLUMN "source" text DEFAULT 'courier' NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD COLUMN "cleared_by" integer;--> statement-breakpoint
ALTER TABLE "verified_mobiles" ADD CONSTRAINT "verified_mobiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verified_mobiles_user_mobile_key" ON "verified_mobiles" USING btree ("user_id","mobile");--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD CONSTRAINT "cod_refusals_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_refusals_mobile_idx" ON "cod_refusals" USING btree ("mobile");--> statement-breakpoint
UPDATE "cod_refusals" SET "mobile" = "orders"."address"->>'mobile' FROM "orders" WHERE "orders"."id" = "cod_refusals"."order_id";
