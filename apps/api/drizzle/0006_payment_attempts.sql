ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "message" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference") WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_parent_idx" ON "payments" USING btree ("parent_id") WHERE "payments"."parent_id" is not null;