-- The stock service keeps each listing's filter, facet and sort columns in memory (ADR 014) and must know
-- when they go stale: every statement that changes stock_vehicles bumps one version number, inside the
-- changing transaction, so the new version becomes visible exactly when the change does. Readers compare
-- one row per request instead of re-counting 100,000 vehicles.
CREATE TABLE "stock_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_data_version_single_row" CHECK ("stock_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "stock_data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "stock_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "stock_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_vehicles_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "stock_data_version_bump"();
