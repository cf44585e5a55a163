CREATE TABLE "avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"github_url" text,
	"live_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_likes" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_likes" ADD CONSTRAINT "portfolio_likes_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_likes" ADD CONSTRAINT "portfolio_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_items_user_created_at_idx" ON "portfolio_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_likes_user_idx" ON "portfolio_likes" USING btree ("user_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Skills compared in any letter case: `React` needed is covered by `react` known. IMMUTABLE so indexes can use it.
CREATE FUNCTION skillsync_lower_skills(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(lower(skill)), '{}'::text[]) FROM unnest(skills) AS skill $$;--> statement-breakpoint
-- What a member is found by: name, title and skills, lower-cased (trigram index: typos are forgiven).
CREATE FUNCTION skillsync_member_text(name text, title text, skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT lower(name || ' ' || coalesce(title, '') || ' ' || array_to_string(skills, ' ')) $$;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (skillsync_member_text("name", "title", "skills") gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin (to_tsvector('simple', skillsync_member_text("name", "title", "skills"))) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_skills_idx" ON "users" USING gin (skillsync_lower_skills("skills")) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "problems_title_trgm_idx" ON "problems" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problems_skills_idx" ON "problems" USING gin (skillsync_lower_skills("skills_needed"));--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_skills_idx" ON "projects" USING gin (skillsync_lower_skills("skills_needed"));--> statement-breakpoint
CREATE INDEX "skills_key_trgm_idx" ON "skills" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
-- The skills named so far, then the achievements earned so far, from the data that earned them.
INSERT INTO "skills" ("key", "name")
SELECT DISTINCT ON (lower(skill)) lower(skill), skill
FROM (
  SELECT unnest("skills") AS skill FROM "users"
  UNION ALL SELECT unnest("skills_needed") FROM "problems"
  UNION ALL SELECT unnest("skills_needed") FROM "projects"
) AS named
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_achievements" ("user_id", "kind", "earned_at")
SELECT "author_id", 'first-problem', min("created_at") FROM "problems" GROUP BY "author_id"
UNION ALL SELECT "owner_id", 'first-project', min("created_at") FROM "projects" GROUP BY "owner_id"
UNION ALL SELECT "user_id", 'first-collaboration', min("joined_at") FROM (
  SELECT "user_id", "joined_at" FROM "problem_collaborators" UNION ALL SELECT "user_id", "joined_at" FROM "project_members"
) AS places GROUP BY "user_id"
UNION ALL SELECT "user_id", 'first-completion', min("created_at") FROM "reputation_events"
  WHERE "reason" IN ('problem-completed', 'project-completed', 'problem-collaborator', 'project-member') GROUP BY "user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_achievements" ("user_id", "kind")
SELECT "id", milestone.kind FROM "users"
JOIN (VALUES (50, 'reputation-50'), (100, 'reputation-100'), (500, 'reputation-500')) AS milestone(score, kind)
  ON "reputation_score" >= milestone.score
ON CONFLICT DO NOTHING;
