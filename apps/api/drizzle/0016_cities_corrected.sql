-- Egypt's cities as shared/data/egypt-locations.json corrects them (2026-11-26). Ids stay; four names are
-- spelt right; two misplaced duplicates go, and whatever pointed at them moves to the real city and its
-- governorate: 54 "10th of Ramadan City" under Cairo is 307 in Sharqia (20), 265 "Marsa Alam" under Aswan is
-- 160 in the Red Sea (5). A fresh database has no cities yet here: the seed loads the corrected file after.
-- Orders keep their address as it was when ordered (a snapshot), so they are not touched.
UPDATE "cities" SET "name_en" = 'El Darrasa' WHERE "id" = 6;--> statement-breakpoint
UPDATE "cities" SET "name_en" = 'Heliopolis' WHERE "id" = 40;--> statement-breakpoint
UPDATE "cities" SET "name_en" = 'Madinaty' WHERE "id" = 50;--> statement-breakpoint
UPDATE "cities" SET "name_en" = 'New Administrative Capital', "name_ar" = 'العاصمة الإدارية الجديدة' WHERE "id" = 57;--> statement-breakpoint
UPDATE "addresses" SET "city_id" = 307, "governorate_id" = 20 WHERE "city_id" = 54 AND EXISTS (SELECT 1 FROM "cities" WHERE "id" = 307);--> statement-breakpoint
UPDATE "addresses" SET "city_id" = 160, "governorate_id" = 5 WHERE "city_id" = 265 AND EXISTS (SELECT 1 FROM "cities" WHERE "id" = 160);--> statement-breakpoint
UPDATE "sellers" SET "city_id" = 307, "governorate_id" = 20 WHERE "city_id" = 54 AND EXISTS (SELECT 1 FROM "cities" WHERE "id" = 307);--> statement-breakpoint
UPDATE "sellers" SET "city_id" = 160, "governorate_id" = 5 WHERE "city_id" = 265 AND EXISTS (SELECT 1 FROM "cities" WHERE "id" = 160);--> statement-breakpoint
DELETE FROM "cities" WHERE "id" IN (54, 265);
