CREATE TABLE "page_drafts" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_drafts_revision_check" CHECK ("page_drafts"."revision" > 0)
);
--> statement-breakpoint
CREATE TABLE "page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "page_schedules_action_check" CHECK ("page_schedules"."action" in ('publish', 'unpublish'))
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"kind" text DEFAULT 'publish' NOT NULL,
	"from_version" integer,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_versions_page_version_unique" UNIQUE("page_id","version"),
	CONSTRAINT "page_versions_kind_check" CHECK ("page_versions"."kind" in ('publish', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_roles_check";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "focal_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_schedules_due_idx" ON "page_schedules" USING btree ("run_at") WHERE "page_schedules"."done_at" is null;--> statement-breakpoint
CREATE INDEX "page_schedules_page_idx" ON "page_schedules" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_focal_check" CHECK ("images"."focal_x" between 0 and 1 and "images"."focal_y" between 0 and 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ array['admin','editor','sales','viewer','developer']::text[]);--> statement-breakpoint
-- ADR 027 §3: whatever caches pages, the sitemap or metaheads (issue 16's page cache) keys on one number that
-- every statement changing the live content bumps inside its own transaction, so a reader that sees the
-- new version also sees the new content. Drafts, versions and schedules do not change what is public.
CREATE TABLE "content_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_data_version_single_row" CHECK ("content_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "content_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "blocks_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocks"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "metaheads_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metaheads"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "settings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_data_version_bump"();
