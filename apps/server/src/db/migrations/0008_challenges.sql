CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"repository_url" text NOT NULL,
	"demo_url" text,
	"notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scores" integer[],
	"total_score" integer,
	"feedback" text,
	"scored_at" timestamp with time zone,
	"rank" integer,
	"is_winner" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"duration" text NOT NULL,
	"start_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"technologies" text[] NOT NULL,
	"requirements" text NOT NULL,
	"judging_criteria" text[] NOT NULL,
	"submission_guidelines" text NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_contact" text NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_user_idx" ON "challenge_participants" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_submissions_challenge_user_idx" ON "challenge_submissions" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_submissions_winner_idx" ON "challenge_submissions" USING btree ("user_id") WHERE "challenge_submissions"."is_winner";--> statement-breakpoint
CREATE INDEX "challenges_created_at_idx" ON "challenges" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenges_host_idx" ON "challenges" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "challenges_ends_at_idx" ON "challenges" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "challenges_results_published_at_idx" ON "challenges" USING btree ("results_published_at");--> statement-breakpoint
CREATE INDEX "challenges_search_vector_idx" ON "challenges" USING gin ("search_vector");--> statement-breakpoint
-- A submission belongs to a participant: leaving the challenge's list of participants takes it along.
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_participant_fk" FOREIGN KEY ("challenge_id","user_id") REFERENCES "public"."challenge_participants"("challenge_id","user_id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_prize_amount_check" CHECK ("prize_amount" >= 0);--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_dates_check" CHECK ("ends_at" > "starts_at");
