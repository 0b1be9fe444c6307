CREATE TABLE "cod_refusals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_refusals_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"state" text NOT NULL,
	"provider_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"provider_id" text,
	"tracking_number" text,
	"state" text NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"state_reason" text,
	"webhook_secret_hash" text NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"cod_collected" integer,
	"restocked" boolean DEFAULT false NOT NULL,
	"booked_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipments_cod_nonnegative" CHECK ("shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD CONSTRAINT "cod_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD CONSTRAINT "cod_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_refusals" ADD CONSTRAINT "cod_refusals_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_refusals_user_idx" ON "cod_refusals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once" ON "shipment_events" USING btree ("shipment_id","provider_state","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_number" ON "shipments" USING btree ("courier","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("state","updated_at");