ALTER TABLE "match_bets" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "match_bets" ADD CONSTRAINT "match_bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bets" ADD CONSTRAINT "player_bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bets" ADD CONSTRAINT "player_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_bets_match_idx" ON "match_bets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "player_bets_match_idx" ON "player_bets" USING btree ("match_id");