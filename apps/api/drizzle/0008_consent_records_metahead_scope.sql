CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"action" text NOT NULL,
	"strategy" text NOT NULL,
	"status" text NOT NULL,
	"scopes" text[] NOT NULL,
	"policy_version" text NOT NULL,
	"locale" text,
	"page_path" text,
	"user_agent" text,
	"ip_truncated" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('accept_all', 'reject_all', 'save_selected', 'withdraw', 'vendor')),
	CONSTRAINT "consent_records_status_check" CHECK ("consent_records"."status" in ('pending', 'accepted', 'rejected', 'unknown')),
	CONSTRAINT "consent_records_scopes_check" CHECK ("consent_records"."scopes" <@ array['obligatory', 'optional', 'statistic', 'marketing', 'unclassified']::text[])
);
--> statement-breakpoint
ALTER TABLE "metaheads" ADD COLUMN "consent_scope" text DEFAULT 'unclassified' NOT NULL;--> statement-breakpoint
CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id","created_at");--> statement-breakpoint
ALTER TABLE "metaheads" ADD CONSTRAINT "metaheads_consent_scope_check" CHECK ("metaheads"."consent_scope" in ('obligatory', 'optional', 'statistic', 'marketing', 'unclassified'));