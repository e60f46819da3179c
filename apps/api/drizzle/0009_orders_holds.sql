CREATE TABLE "fake_vendor_objects" (
	"vendor" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fake_vendor_objects_vendor_id_pk" PRIMARY KEY("vendor","id")
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"cause" text NOT NULL,
	"actor" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'initialised' NOT NULL,
	"vendor" text,
	"vendor_uuid" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"vehicle_id" integer,
	"vehicle_vin" text NOT NULL,
	"config_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finance_option" text,
	"lead_attributes" jsonb,
	"rdx_forms_lead_id" bigint,
	"customer_email" text,
	"confirmation_by_link" boolean DEFAULT false NOT NULL,
	"confirmation_token_hash" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"amount" integer,
	"currency" text,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"stripe_payment_intent_id" text,
	"paypal_order_id" text,
	"liqpay_order_id" text,
	"capture_requested_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_lock_id_unique" UNIQUE("lock_id"),
	CONSTRAINT "orders_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "orders_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "orders_liqpay_order_id_unique" UNIQUE("liqpay_order_id"),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('initialised', 'paid', 'created', 'confirmed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "orders_vendor_check" CHECK ("orders"."vendor" is null or "orders"."vendor" in ('STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', 'NO_PAYMENT_JAPAN')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('none', 'pending', 'authorised', 'captured', 'voided', 'refunded', 'not_required')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" is null or "orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"vendor" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"order_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_vendor_event_id_pk" PRIMARY KEY("vendor","event_id")
);
--> statement-breakpoint
CREATE TABLE "stock_status_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"listing" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_holds" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"lock_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"previous_status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_holds_lock_id_unique" UNIQUE("lock_id")
);
--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rdx_forms_lead_id_leads_id_fk" FOREIGN KEY ("rdx_forms_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_vehicle_id_stock_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."stock_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_vendor_objects_kind_idx" ON "fake_vendor_objects" USING btree ("vendor","kind","created_at");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_vehicle_idx" ON "orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "stock_status_log_changed_idx" ON "stock_status_log" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "vehicle_holds_expires_idx" ON "vehicle_holds" USING btree ("expires_at");--> statement-breakpoint
-- Issue 13: holds change vehicles' status often. Each status change is logged (one row per vehicle) so the
-- stock search can patch its in-memory index in place; a transaction that changes only statuses says so
-- with set_config('lux.stock_status_only', 'on', true) and then leaves stock_data_version alone (no rebuild).
CREATE FUNCTION "stock_status_log_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stock_status_log" ("vehicle_id", "listing", "status") VALUES (NEW."id", NEW."listing", NEW."status");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_vehicles_log_status" AFTER UPDATE OF "status" ON "stock_vehicles"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "stock_status_log_write"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stock_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND coalesce(current_setting('lux.stock_status_only', true), '') = 'on' THEN
		RETURN NULL;
	END IF;
	UPDATE "stock_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
