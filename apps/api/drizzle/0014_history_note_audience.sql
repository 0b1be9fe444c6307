ALTER TABLE "order_status_history" ADD COLUMN "note_for_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A shopper's own note (a cancel's reason) was always theirs to see; staff notes and gateway references stay internal.
UPDATE "order_status_history" SET "note_for_customer" = true WHERE "by_kind" = 'customer' AND "note" IS NOT NULL;
