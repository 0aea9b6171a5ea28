ALTER TABLE "release_clauses" ADD COLUMN "raised_value" bigint;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "raised_at" timestamp with time zone;