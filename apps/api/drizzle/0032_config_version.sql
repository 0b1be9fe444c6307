CREATE TABLE "config_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "config_version_one_row" CHECK ("config_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand from here: the one row, and the triggers that give it a new random version whenever a
-- statement changes what an order is priced and invoiced with (decision 0049). Random, not a counter: a
-- version that a rolled-back transaction saw is never seen again, and two databases cloned from one template
-- share a version exactly while their settings are the same.
INSERT INTO "config_version" ("id") VALUES (1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "config_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "config_version" SET "version" = gen_random_uuid() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "store_settings_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "config_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "shipping_zones_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "config_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "shipping_zone_governorates_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zone_governorates"
  FOR EACH STATEMENT EXECUTE FUNCTION "config_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "governorates_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "governorates"
  FOR EACH STATEMENT EXECUTE FUNCTION "config_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "invoice_settings_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "config_version_bump"();
