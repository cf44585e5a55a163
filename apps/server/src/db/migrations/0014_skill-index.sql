CREATE TABLE "member_skills" (
	"skill" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reputation_score" integer NOT NULL,
	CONSTRAINT "member_skills_user_id_skill_pk" PRIMARY KEY("user_id","skill")
);
--> statement-breakpoint
CREATE TABLE "skill_holders" (
	"skill" text PRIMARY KEY NOT NULL,
	"holders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_skills_best_idx" ON "member_skills" USING btree ("skill","reputation_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- A member's skills leave the counts and the index when they stop being live (or change), and enter them when they
-- are. The counts change in one statement in key order: concurrent profile changes lock the rows they share in
-- the same order, never a deadlock.
CREATE FUNCTION skillsync_index_skills() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	gone text[] := '{}';
	came text[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN gone := array_append(OLD.skill_keys, ''); END IF;
	IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN came := array_append(NEW.skill_keys, ''); END IF;
	INSERT INTO skill_holders AS h (skill, holders)
	SELECT skill, sum(change)::int FROM (
		SELECT DISTINCT unnest(gone) AS skill, -1 AS change
		UNION ALL
		SELECT DISTINCT unnest(came), 1
	) AS changes
	GROUP BY skill HAVING sum(change) <> 0
	ORDER BY skill
	ON CONFLICT (skill) DO UPDATE SET holders = h.holders + excluded.holders;
	-- A skill nobody holds any more leaves no trace (an erased member's words go with them).
	DELETE FROM skill_holders WHERE skill = ANY(gone) AND skill <> '' AND holders = 0;
	IF TG_OP <> 'INSERT' THEN DELETE FROM member_skills WHERE user_id = OLD.id; END IF;
	IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
		INSERT INTO member_skills (skill, user_id, reputation_score)
		SELECT DISTINCT unnest(NEW.skill_keys), NEW.id, NEW.reputation_score;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_index_skills" AFTER INSERT OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION skillsync_index_skills();--> statement-breakpoint
CREATE TRIGGER "users_reindex_skills" AFTER UPDATE ON "users"
	FOR EACH ROW WHEN (OLD.skill_keys IS DISTINCT FROM NEW.skill_keys OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
		OR OLD.reputation_score IS DISTINCT FROM NEW.reputation_score)
	EXECUTE FUNCTION skillsync_index_skills();--> statement-breakpoint
INSERT INTO "skill_holders" ("skill", "holders")
SELECT skill, count(*)::int FROM (
	SELECT DISTINCT u.id, s AS skill FROM "users" u, unnest(array_append(u.skill_keys, '')) AS s WHERE u.deleted_at IS NULL
) AS held
GROUP BY skill;--> statement-breakpoint
INSERT INTO "member_skills" ("skill", "user_id", "reputation_score")
SELECT DISTINCT s, u.id, u.reputation_score FROM "users" u, unnest(u.skill_keys) AS s WHERE u.deleted_at IS NULL;
