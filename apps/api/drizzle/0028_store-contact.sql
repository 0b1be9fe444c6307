ALTER TABLE "store_settings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "contact_whatsapp" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "contact_address_en" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "contact_address_ar" text;