-- Hand-written (drizzle-kit does not model triggers). Player views (a player with its team: the players
-- list and a player by id) are cached per server instance under the 'players' version, which every
-- committing write to players or teams sets to its transaction id (apps/api/src/lib/derived-cache.ts).
-- Deferred to commit for the same reason as 0003_derived_cache: a version row locked mid-transaction
-- would interleave with the market's row locks. Unlike 'derived', every column counts (a market value
-- is shown in every player view).
CREATE FUNCTION bump_named_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transaction may set several versions as it commits ('derived' of 0003 too): every one takes
  -- their rows in the same order, so two committing transactions never wait for each other in a
  -- circle. 'derived' sorts first, and 0003's function takes only that row.
  PERFORM 1 FROM cache_versions WHERE name IN ('derived', 'players', 'users') ORDER BY name FOR UPDATE;
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], pg_current_xact_id()::text)
  ON CONFLICT (name) DO UPDATE SET version = excluded.version
  WHERE cache_versions.version IS DISTINCT FROM excluded.version;
  -- Duplicates within a transaction are folded into one notice.
  PERFORM pg_notify('liga_cache_' || TG_ARGV[0], '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_version AFTER INSERT OR UPDATE OR DELETE ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('players');
--> statement-breakpoint
CREATE TRIGGER players_version_truncate AFTER TRUNCATE ON players FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('players');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_version AFTER INSERT OR UPDATE OR DELETE ON teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('players');
--> statement-breakpoint
CREATE TRIGGER players_version_truncate AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('players');
--> statement-breakpoint
-- A user's own view (GET /user: budget, team, Discord link) under the 'users' version.
CREATE CONSTRAINT TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('users');
--> statement-breakpoint
CREATE TRIGGER users_version_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('users');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE ON teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('users');
--> statement-breakpoint
CREATE TRIGGER users_version_truncate AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('users');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE ON discord_links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('users');
--> statement-breakpoint
CREATE TRIGGER users_version_truncate AFTER TRUNCATE ON discord_links FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('users');
