CREATE TABLE "lead_export_chunks" (
	"export_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "lead_export_chunks_seq_unique" UNIQUE("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "lead_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" text,
	"lease_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_exports_status_check" CHECK ("lead_exports"."status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "lead_exports_format_check" CHECK ("lead_exports"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"phone" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_sid_unique" UNIQUE("sid"),
	CONSTRAINT "phone_verifications_status_check" CHECK ("phone_verifications"."status" in ('pending', 'approved', 'canceled', 'max_attempts_reached', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "lead_export_chunks" ADD CONSTRAINT "lead_export_chunks_export_id_lead_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."lead_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_exports" ADD CONSTRAINT "lead_exports_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_exports_form_idx" ON "lead_exports" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_exports_status_idx" ON "lead_exports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone","created_at");