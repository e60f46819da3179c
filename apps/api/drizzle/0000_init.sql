CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"template" text NOT NULL,
	"sequence" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metaheads" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer,
	"content" text,
	"language" text,
	"sequence" integer,
	"in_body" boolean,
	"reload_on_each_page" boolean,
	CONSTRAINT "metaheads_language_check" CHECK ("metaheads"."language" in ('javascript', 'js-src', 'css', 'sass', 'scss', 'html'))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'he' NOT NULL,
	"path" text NOT NULL,
	"page_type" text DEFAULT 'page' NOT NULL,
	"title" text,
	"meta_title" text,
	"meta_description" text,
	"canonical_url" text,
	"external_meta_image" text,
	"image_id" integer,
	"disable_seo_tracking" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_locale_path_unique" UNIQUE("locale","path"),
	CONSTRAINT "pages_page_type_check" CHECK ("pages"."page_type" in ('page', 'folder')),
	CONSTRAINT "pages_path_check" CHECK (left("pages"."path", 1) = '/')
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaheads" ADD CONSTRAINT "metaheads_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_page_id_sequence_idx" ON "blocks" USING btree ("page_id","sequence");--> statement-breakpoint
CREATE INDEX "metaheads_page_id_idx" ON "metaheads" USING btree ("page_id");