ALTER TABLE "nav_entries" ADD COLUMN "label_ar" text;--> statement-breakpoint
ALTER TABLE "nav_entries" ADD COLUMN "label_ru" text;