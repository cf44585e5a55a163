DROP INDEX "collaboration_requests_requester_idx";--> statement-breakpoint
DROP INDEX "collaboration_requests_problem_idx";--> statement-breakpoint
DROP INDEX "problem_collaborators_user_id_idx";--> statement-breakpoint
DROP INDEX "problems_author_id_idx";--> statement-breakpoint
CREATE INDEX "collaboration_requests_requester_requested_at_idx" ON "collaboration_requests" USING btree ("requester_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaboration_requests_problem_requested_at_idx" ON "collaboration_requests" USING btree ("problem_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_collaborators_user_joined_at_idx" ON "problem_collaborators" USING btree ("user_id","joined_at" DESC NULLS LAST,"problem_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problems_author_created_at_idx" ON "problems" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);