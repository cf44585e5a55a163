ALTER TABLE "outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD COLUMN "credited_by" uuid;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD COLUMN "limited_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "next_attempt_at" DROP DEFAULT;--> statement-breakpoint
-- Mails kept before this change were delivered (or written to the log): their links must not rest here.
UPDATE "outbox" SET "body" = NULL, "sent_at" = coalesce("sent_at", "created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_credited_by_users_id_fk" FOREIGN KEY ("credited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reputation_events_user_created_at_idx" ON "reputation_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reputation_events_pair_idx" ON "reputation_events" USING btree ("user_id","credited_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" IS NULL AND "outbox"."body" IS NOT NULL;