ALTER TABLE "blog_posts" ADD COLUMN "author_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "difficulty" text DEFAULT 'easy' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "contact_person" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;