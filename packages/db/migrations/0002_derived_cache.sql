CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): every write to an input of a cached family
-- of answers sets that family's version to the writing transaction's id (never reused, so a version
-- seen before a TRUNCATE never comes back). See packages/db/src/schema/operations.ts.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], pg_current_xact_id()::text)
  ON CONFLICT (name) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;
-- competition: standings and top lists (team and player names included).
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON matches FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON match_statistics FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tournament_teams FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
--> statement-breakpoint
CREATE TRIGGER competition_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name ON players FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('competition');
-- squads: the objectives ranking (teams, their registered players' CA, owners' names). Budget
-- updates of users (every ledger move) leave it alone: UPDATE OF name only.
--> statement-breakpoint
CREATE TRIGGER squads_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('squads');
--> statement-breakpoint
CREATE TRIGGER squads_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id_team, status, ca ON players FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('squads');
--> statement-breakpoint
CREATE TRIGGER squads_version AFTER DELETE OR TRUNCATE OR UPDATE OF name ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('squads');
