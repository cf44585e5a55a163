CREATE TABLE "challenge_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"place" integer,
	"holder_name" text NOT NULL,
	"challenge_title" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "challenge_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"question_id" uuid,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD COLUMN "prize_paise" bigint;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "prizes" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_certificates" ADD CONSTRAINT "challenge_certificates_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_certificates" ADD CONSTRAINT "challenge_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_questions" ADD CONSTRAINT "challenge_questions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_questions" ADD CONSTRAINT "challenge_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_questions" ADD CONSTRAINT "challenge_questions_question_id_challenge_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."challenge_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_certificates_holder_key" ON "challenge_certificates" USING btree ("challenge_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "challenge_certificates_user_idx" ON "challenge_certificates" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenge_questions_challenge_idx" ON "challenge_questions" USING btree ("challenge_id","created_at" DESC NULLS LAST) WHERE "challenge_questions"."question_id" IS NULL;--> statement-breakpoint
CREATE INDEX "challenge_questions_question_idx" ON "challenge_questions" USING btree ("question_id","created_at");--> statement-breakpoint
-- Challenges made before prizes by place: their whole prize is the 1st place's.
UPDATE "challenges" SET "prizes" = ARRAY["prize_amount"];