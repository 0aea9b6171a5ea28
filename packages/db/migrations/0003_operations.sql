CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"run_by" text,
	"runs" integer DEFAULT 0 NOT NULL
);
