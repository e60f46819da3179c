CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_code" text NOT NULL,
	"ci_code" text NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"address_he" text NOT NULL,
	"address_en" text NOT NULL,
	"city_he" text NOT NULL,
	"city_en" text NOT NULL,
	"state_he" text NOT NULL,
	"state_en" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"contact_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "dealers_dealer_code_unique" UNIQUE("dealer_code"),
	CONSTRAINT "dealers_postcode_check" CHECK ("dealers"."postcode" ~ '^[0-9]{7}$'),
	CONSTRAINT "dealers_coordinates_check" CHECK ("dealers"."latitude" between -90 and 90 and "dealers"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "stock_company_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"config_type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "stock_company_configs_company_type_unique" UNIQUE("company","config_type")
);
--> statement-breakpoint
CREATE TABLE "stock_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "stock_translations_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "stock_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing" text NOT NULL,
	"vin" text NOT NULL,
	"config_url" text,
	"brand" text NOT NULL,
	"nameplate_brand_name" text NOT NULL,
	"nameplate_name" text NOT NULL,
	"nameplate_key" text NOT NULL,
	"nameplate_external_code" text NOT NULL,
	"nameplate_model_group" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"version" text NOT NULL,
	"production_year" integer NOT NULL,
	"model_year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"engine_type" text NOT NULL,
	"transmission" text NOT NULL,
	"power" integer NOT NULL,
	"color_name" text NOT NULL,
	"number_of_seats" integer NOT NULL,
	"msrp_price" integer,
	"sale_price" integer,
	"monthly_price" integer,
	"financing_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"dealer_code" text,
	"photo_image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_vehicles_vin_unique" UNIQUE("vin"),
	CONSTRAINT "stock_vehicles_state_check" CHECK ("stock_vehicles"."state" in ('new', 'approved', 'used', 'configurator')),
	CONSTRAINT "stock_vehicles_status_check" CHECK ("stock_vehicles"."status" in ('stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo')),
	CONSTRAINT "stock_vehicles_numbers_check" CHECK ("stock_vehicles"."mileage" >= 0 and "stock_vehicles"."power" >= 0 and coalesce("stock_vehicles"."sale_price", 0) >= 0 and coalesce("stock_vehicles"."msrp_price", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_vehicles" ADD CONSTRAINT "stock_vehicles_dealer_code_dealers_dealer_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("dealer_code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_name_he_idx" ON "dealers" USING btree ("name_he");--> statement-breakpoint
CREATE INDEX "stock_vehicles_listing_created_idx" ON "stock_vehicles" USING btree ("listing","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_vehicles_state_idx" ON "stock_vehicles" USING btree ("listing","state");--> statement-breakpoint
CREATE INDEX "stock_vehicles_status_idx" ON "stock_vehicles" USING btree ("listing","status");--> statement-breakpoint
CREATE INDEX "stock_vehicles_brand_idx" ON "stock_vehicles" USING btree ("listing","nameplate_brand_name");--> statement-breakpoint
CREATE INDEX "stock_vehicles_nameplate_idx" ON "stock_vehicles" USING btree ("listing","nameplate_name");--> statement-breakpoint
CREATE INDEX "stock_vehicles_price_idx" ON "stock_vehicles" USING btree ("listing","sale_price");--> statement-breakpoint
CREATE INDEX "stock_vehicles_year_idx" ON "stock_vehicles" USING btree ("listing","production_year");--> statement-breakpoint
CREATE INDEX "stock_vehicles_mileage_idx" ON "stock_vehicles" USING btree ("listing","mileage");--> statement-breakpoint
CREATE INDEX "stock_vehicles_dealer_idx" ON "stock_vehicles" USING btree ("dealer_code");--> statement-breakpoint
CREATE INDEX "stock_vehicles_config_url_idx" ON "stock_vehicles" USING btree ("config_url");