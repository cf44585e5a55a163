-- Members are found by where they live and by their bio too (?q=Bengaluru), weighted below name, title and skills.
-- A generated column's expression cannot be changed in place before PostgreSQL 17: the column (and its index) is made again.
ALTER TABLE "users" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', skillsync_member_text("name", "title", "skills")), 'A') || setweight(to_tsvector('simple', coalesce("location", '')), 'B') || setweight(to_tsvector('simple', coalesce("bio", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."deleted_at" IS NULL;
