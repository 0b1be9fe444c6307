CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name_en" text NOT NULL,
	"legal_name_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"tax_registration_number" text NOT NULL,
	"vat_rate" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_one_row" CHECK ("invoice_settings"."id" = 1),
	CONSTRAINT "invoice_settings_vat_rate" CHECK ("invoice_settings"."vat_rate" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"reason" text,
	"snapshot" jsonb,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_total_positive" CHECK ("invoices"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "invoice_settings" ("id", "legal_name_en", "legal_name_ar", "address_en", "address_ar", "tax_registration_number", "vat_rate") VALUES (1, 'Bunn Coffee Marketplace', 'بُنّ لتجارة القهوة', '12 Mahmoud Bassiouny St., Downtown, Cairo', '١٢ شارع محمود بسيوني، وسط البلد، القاهرة', '123-456-789', 14) ON CONFLICT DO NOTHING;
