CREATE TABLE "search_synonym_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonym_words" (
	"word" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_weeks" (
	"week_start" date NOT NULL,
	"phrase" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"found_nothing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_weeks_week_start_phrase_pk" PRIMARY KEY("week_start","phrase")
);
--> statement-breakpoint
ALTER TABLE "search_synonym_groups" ADD CONSTRAINT "search_synonym_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonym_words" ADD CONSTRAINT "search_synonym_words_group_id_search_synonym_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."search_synonym_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonym_words_group_idx" ON "search_synonym_words" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "search_weeks_top_idx" ON "search_weeks" USING btree ("week_start","searches");--> statement-breakpoint
CREATE INDEX "search_weeks_nothing_idx" ON "search_weeks" USING btree ("week_start","found_nothing") WHERE "search_weeks"."found_nothing" > 0;