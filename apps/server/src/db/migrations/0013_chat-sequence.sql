CREATE TABLE "chat_sequences" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Messages already stored are numbered in the order they were stamped, team by team.
UPDATE "chat_messages" AS m SET "seq" = n."seq"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY coalesce("project_id", "problem_id") ORDER BY "created_at", "id") AS "seq"
	FROM "chat_messages"
) AS n
WHERE m."id" = n."id";--> statement-breakpoint
INSERT INTO "chat_sequences" ("team_id", "seq")
SELECT coalesce("project_id", "problem_id"), max("seq") FROM "chat_messages" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_project_seq_key" ON "chat_messages" USING btree ("project_id","seq") WHERE "chat_messages"."project_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_problem_seq_key" ON "chat_messages" USING btree ("problem_id","seq") WHERE "chat_messages"."problem_id" IS NOT NULL;
