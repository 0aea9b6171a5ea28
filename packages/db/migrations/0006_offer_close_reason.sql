ALTER TABLE "release_clauses" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;