CREATE TABLE "season_top_players" (
	"season_id" integer NOT NULL,
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "season_top_players_season_id_list_position_pk" PRIMARY KEY("season_id","list","position")
);
--> statement-breakpoint
ALTER TABLE "season_top_players" ADD CONSTRAINT "season_top_players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_top_players" ADD CONSTRAINT "season_top_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_top_players" ADD CONSTRAINT "season_top_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the seasons closed before this migration get their top lists here, ranked as the close
-- ranks them (packages/db/src/season-top.ts, decision 030): per list the first 10 players with a value
-- above 0 over all the season's tournaments, by value then name then id, each with his team in his
-- latest match of the season. One statement over the live closes, so the summary never has to fall
-- back to computing a closed season.
INSERT INTO "season_top_players" ("season_id", "list", "position", "player_id", "team_id", "value")
SELECT c.season_id, top.list, top.pos, top.player_id, latest.team_id, top.value
FROM "season_closings" c
CROSS JOIN LATERAL (
  SELECT s.list, s.pos, s.player_id, s.value
  FROM (
    SELECT l.list, a.player_id,
           CASE l.list WHEN 'goals' THEN a.goals ELSE a.assists END AS value,
           row_number() OVER (
             PARTITION BY l.list
             ORDER BY CASE l.list WHEN 'goals' THEN a.goals ELSE a.assists END DESC, p.name, a.player_id
           )::int AS pos
    FROM (
      SELECT ms.player_id, sum(ms.goals)::int AS goals, sum(ms.assists)::int AS assists
      FROM "match_statistics" ms
      WHERE ms.tournament_id IN (SELECT t.id FROM "tournaments" t WHERE t.season_id = c.season_id)
      GROUP BY ms.player_id
    ) a
    JOIN "players" p ON p.id = a.player_id
    CROSS JOIN (VALUES ('goals'), ('assists')) l(list)
    WHERE CASE l.list WHEN 'goals' THEN a.goals ELSE a.assists END > 0
  ) s
  WHERE s.pos <= 10
) top
CROSS JOIN LATERAL (
  SELECT ms.team_id FROM "match_statistics" ms
  WHERE ms.player_id = top.player_id
    AND ms.tournament_id IN (SELECT t.id FROM "tournaments" t WHERE t.season_id = c.season_id)
  ORDER BY ms.match_id DESC LIMIT 1
) latest
WHERE c.reopened_at IS NULL;
