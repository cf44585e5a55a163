DROP INDEX "problems_search_idx";--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skillsync_lower_skills("skills_needed")) STORED;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skillsync_lower_skills("skills_needed")) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skillsync_lower_skills("skills")) STORED;--> statement-breakpoint
CREATE INDEX "problems_search_vector_idx" ON "problems" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "problems_skill_keys_idx" ON "problems" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "projects_search_vector_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_skill_keys_idx" ON "projects" USING gin ("skill_keys");--> statement-breakpoint
DROP INDEX "problems_skills_idx";--> statement-breakpoint
DROP INDEX "projects_skills_idx";--> statement-breakpoint
DROP INDEX "users_skills_idx";--> statement-breakpoint
CREATE INDEX "users_skill_keys_idx" ON "users" USING gin ("skill_keys") WHERE "deleted_at" IS NULL;
