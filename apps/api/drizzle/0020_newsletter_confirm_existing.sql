-- Addresses that subscribed before the double opt-in stay subscribers.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
