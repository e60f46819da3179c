CREATE TABLE "model_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"brand" text NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_families_key_unique" UNIQUE("key"),
	CONSTRAINT "model_families_brand_check" CHECK ("model_families"."brand" in ('land_rover', 'jaguar')),
	CONSTRAINT "model_families_key_check" CHECK ("model_families"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "nameplate_colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"nameplate_id" integer NOT NULL,
	"key" text NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"hex" text NOT NULL,
	"finish" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nameplate_colours_nameplate_key_unique" UNIQUE("nameplate_id","key"),
	CONSTRAINT "nameplate_colours_hex_check" CHECK ("nameplate_colours"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "nameplate_colours_finish_check" CHECK ("nameplate_colours"."finish" in ('solid', 'metallic', 'premium_metallic', 'satin')),
	CONSTRAINT "nameplate_colours_price_check" CHECK ("nameplate_colours"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nameplates" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"body_style_he" text DEFAULT '' NOT NULL,
	"body_style_en" text DEFAULT '' NOT NULL,
	"description_he" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"model_year" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"page_path" text,
	"hero_image_id" integer,
	"gallery_image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"offer_he" text,
	"offer_en" text,
	CONSTRAINT "nameplates_key_unique" UNIQUE("key"),
	CONSTRAINT "nameplates_key_check" CHECK ("nameplates"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "nameplates_code_check" CHECK ("nameplates"."code" ~ '^[a-z][0-9]{3}$'),
	CONSTRAINT "nameplates_page_path_check" CHECK ("nameplates"."page_path" is null or left("nameplates"."page_path", 1) = '/')
);
--> statement-breakpoint
CREATE TABLE "nav_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"label_he" text NOT NULL,
	"label_en" text NOT NULL,
	"url" text,
	"new_window" boolean DEFAULT false NOT NULL,
	"nameplate_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nav_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "nav_entries_key_check" CHECK ("nav_entries"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "nav_entries_not_own_parent_check" CHECK ("nav_entries"."parent_id" is null or "nav_entries"."parent_id" <> "nav_entries"."id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nameplate_id" integer NOT NULL,
	"key" text NOT NULL,
	"engine_key" text NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"trim" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"lease_price" integer,
	"fuel_type" text NOT NULL,
	"engine_capacity_cc" integer,
	"cylinders" integer,
	"power_hp" integer NOT NULL,
	"torque_nm" integer NOT NULL,
	"acceleration_0_100" double precision NOT NULL,
	"top_speed_kmh" integer NOT NULL,
	"seats" integer NOT NULL,
	"transmission" text NOT NULL,
	"drivetrain" text NOT NULL,
	"consumption_l_100km" double precision,
	"electric_consumption_kwh_100km" double precision,
	"electric_range_km" integer,
	"battery_kwh" double precision,
	"co2_g_km" integer NOT NULL,
	"boot_litres" integer NOT NULL,
	CONSTRAINT "vehicles_key_unique" UNIQUE("key"),
	CONSTRAINT "vehicles_key_check" CHECK ("vehicles"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "vehicles_price_check" CHECK ("vehicles"."price" > 0 and ("vehicles"."lease_price" is null or "vehicles"."lease_price" > 0)),
	CONSTRAINT "vehicles_fuel_type_check" CHECK ("vehicles"."fuel_type" in ('petrol', 'diesel', 'mhev_petrol', 'mhev_diesel', 'phev', 'bev')),
	CONSTRAINT "vehicles_transmission_check" CHECK ("vehicles"."transmission" in ('automatic_8', 'automatic_9', 'single_speed')),
	CONSTRAINT "vehicles_drivetrain_check" CHECK ("vehicles"."drivetrain" in ('awd', 'rwd', 'fwd')),
	CONSTRAINT "vehicles_seats_check" CHECK ("vehicles"."seats" between 2 and 9)
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "active_positions" text[] DEFAULT '{desktop,mobile}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "type" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "http_code" integer DEFAULT 301 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "redirect_path" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "link_type" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "link_new_window" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nameplate_colours" ADD CONSTRAINT "nameplate_colours_nameplate_id_nameplates_id_fk" FOREIGN KEY ("nameplate_id") REFERENCES "public"."nameplates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nameplates" ADD CONSTRAINT "nameplates_family_id_model_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nameplates" ADD CONSTRAINT "nameplates_hero_image_id_images_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_entries" ADD CONSTRAINT "nav_entries_parent_id_nav_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_entries" ADD CONSTRAINT "nav_entries_nameplate_id_nameplates_id_fk" FOREIGN KEY ("nameplate_id") REFERENCES "public"."nameplates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_nameplate_id_nameplates_id_fk" FOREIGN KEY ("nameplate_id") REFERENCES "public"."nameplates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nameplates_family_id_idx" ON "nameplates" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "nav_entries_parent_id_idx" ON "nav_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "vehicles_nameplate_id_idx" ON "vehicles" USING btree ("nameplate_id");--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_active_positions_check" CHECK ("blocks"."active_positions" <@ array['desktop', 'mobile']::text[]);--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_type_check" CHECK ("pages"."type" in ('page', 'url_redirection'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_http_code_check" CHECK ("pages"."http_code" in (301, 302, 303, 307, 308));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_link_type_check" CHECK ("pages"."link_type" in ('internal', 'external', 'file'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_redirect_path_check" CHECK ("pages"."type" <> 'url_redirection' or coalesce("pages"."redirect_path", '') <> '');