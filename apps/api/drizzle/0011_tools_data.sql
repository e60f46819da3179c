CREATE TABLE "collection_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"lang" text NOT NULL,
	"collection" text NOT NULL,
	"group_key" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"image_url" text,
	"price" integer,
	"currency" text DEFAULT 'ILS' NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "collection_feed_items_price_check" CHECK ("collection_feed_items"."price" is null or "collection_feed_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "data_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_files_key_check" CHECK ("data_files"."key" ~ '^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*$')
);
--> statement-breakpoint
CREATE TABLE "map_update_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"navigation_system" text NOT NULL,
	"region" text NOT NULL,
	"version" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"notes_he" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "map_update_packages_version_unique" UNIQUE("navigation_system","region","version")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"category" text,
	"market" text
);
--> statement-breakpoint
CREATE TABLE "registered_vehicles" (
	"vin" text PRIMARY KEY NOT NULL,
	"nameplate_key" text NOT NULL,
	"model_year" integer NOT NULL,
	"navigation_system" text NOT NULL,
	"map_region" text DEFAULT 'IL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registered_vehicles_vin_check" CHECK ("registered_vehicles"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
CREATE TABLE "service_campaign_vehicles" (
	"campaign_code" text NOT NULL,
	"vin" text NOT NULL,
	CONSTRAINT "service_campaign_vehicles_campaign_code_vin_pk" PRIMARY KEY("campaign_code","vin"),
	CONSTRAINT "service_campaign_vehicles_vin_check" CHECK ("service_campaign_vehicles"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
CREATE TABLE "service_campaigns" (
	"code" text PRIMARY KEY NOT NULL,
	"title_he" text NOT NULL,
	"title_en" text NOT NULL,
	"description_he" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_campaign_vehicles" ADD CONSTRAINT "service_campaign_vehicles_campaign_code_service_campaigns_code_fk" FOREIGN KEY ("campaign_code") REFERENCES "public"."service_campaigns"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_feed_items_lookup_idx" ON "collection_feed_items" USING btree ("market","lang","collection","sequence");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "registered_vehicles_navigation_idx" ON "registered_vehicles" USING btree ("navigation_system","map_region");--> statement-breakpoint
CREATE INDEX "service_campaign_vehicles_vin_idx" ON "service_campaign_vehicles" USING btree ("vin");--> statement-breakpoint
CREATE TRIGGER "news_articles_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_articles"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "data_files_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_files"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "collection_feed_items_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_feed_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
