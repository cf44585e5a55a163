DROP INDEX "project_join_requests_one_pending_key";--> statement-breakpoint
ALTER TABLE "project_join_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_join_requests" ADD COLUMN "invitee_email" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_join_requests_one_pending_address_key" ON "project_join_requests" USING btree ("project_id",lower("invitee_email")) WHERE "project_join_requests"."status" = 'Pending' AND "project_join_requests"."invitee_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "project_join_requests_unclaimed_address_idx" ON "project_join_requests" USING btree (lower("invitee_email")) WHERE "project_join_requests"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_requested_by_idx" ON "outbox" USING btree ("requested_by") WHERE "outbox"."requested_by" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_join_requests_one_pending_key" ON "project_join_requests" USING btree ("project_id","user_id") WHERE "project_join_requests"."status" = 'Pending' AND "project_join_requests"."invitee_email" IS NULL;--> statement-breakpoint
ALTER TABLE "project_join_requests" ADD CONSTRAINT "project_join_requests_someone" CHECK ("project_join_requests"."user_id" IS NOT NULL OR "project_join_requests"."invitee_email" IS NOT NULL);