ALTER TYPE "public"."payment_method" ADD VALUE 'instapay';--> statement-breakpoint
CREATE TABLE "instapay_proofs" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"screenshot_key" text,
	"transfer_reference" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"refusal_reason" text
);
--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "instapay_address" text;--> statement-breakpoint
ALTER TABLE "instapay_proofs" ADD CONSTRAINT "instapay_proofs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;