-- Hand-written (drizzle-kit models neither INCLUDE nor a conditional extension). Season history at scale
-- (decision 030, bench/seasons.ts): a season's scorers, assisters and tournament statistics add up the lines
-- of a few tournaments among a million rows. The tournament index carries the line's columns, so those sums
-- read the index alone (an index-only scan) instead of visiting a heap page per line.
DROP INDEX IF EXISTS match_statistics_tournament_player_idx;
--> statement-breakpoint
CREATE INDEX match_statistics_tournament_player_idx ON match_statistics (tournament_id, player_id) INCLUDE (team_id, match_id, goals, assists, yellow_cards, red_cards, mvp, played);
--> statement-breakpoint
-- The players' name search ('%text%' on lower(name)) through a trigram index where the server has pg_trgm
-- (PostgreSQL's contrib, a trusted extension). The embedded PGlite does not load it: there the search keeps
-- scanning the table, about 10 ms at 20,000 players (bench/players.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS players_name_trgm_idx ON players USING gin (lower(name) gin_trgm_ops);
  END IF;
END
$$;
