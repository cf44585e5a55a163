ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', skillsync_member_text("name", "title", "skills"))) STORED;--> statement-breakpoint
-- Search ranks members by the stored vector instead of computing it for every member that matches; the index moves to it.
DROP INDEX IF EXISTS "users_search_fts_idx";--> statement-breakpoint
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector") WHERE "deleted_at" IS NULL;
