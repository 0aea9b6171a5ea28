ALTER TABLE "match_statistics" ADD COLUMN "played" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written: lines saved before the mark existed follow the rule for a client that does not send it
-- (decision 023): a line with any event played, a blank line (the form listed the whole squad) did not.
UPDATE "match_statistics" SET "played" = ("goals" + "assists" + "yellow_cards" + "red_cards" + "simple_injuries" + "serious_injuries" > 0 OR "mvp" OR "direct_red");
