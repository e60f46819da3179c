CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" integer DEFAULT 1 NOT NULL,
	"filename" text NOT NULL,
	"alt_he" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_bucket_filename_unique" UNIQUE("bucket","filename"),
	CONSTRAINT "images_size_check" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
