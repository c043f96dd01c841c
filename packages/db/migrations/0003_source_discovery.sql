CREATE TABLE "item_title_keys" (
	"item_id" uuid NOT NULL,
	"key" integer NOT NULL,
	CONSTRAINT "item_title_keys_item_id_key_pk" PRIMARY KEY("item_id","key")
);
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "discovery_status" text DEFAULT 'not-needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "found_by" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "covers" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "discovered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "discovery_note" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "replaced_url" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "empty_fetches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "baseline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "entries_last_week" integer;--> statement-breakpoint
ALTER TABLE "item_title_keys" ADD CONSTRAINT "item_title_keys_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_title_keys_key_idx" ON "item_title_keys" USING btree ("key");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_parent_id_sources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_sources_source_idx" ON "item_sources" USING btree ("source_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "sources_parent_idx" ON "sources" USING btree ("parent_id");--> statement-breakpoint
UPDATE "sources" SET "discovery_status" = 'pending' WHERE "origin" = 'catalogue' AND "type" = 'html' AND "url" = "homepage";--> statement-breakpoint
UPDATE "sources" SET "found_by" = "origin" WHERE "found_by" IS NULL AND "discovery_status" = 'not-needed';
