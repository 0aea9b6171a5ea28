-- Hand-written (drizzle-kit does not model triggers). Every committing write to an input of a cached
-- answer (standings, top lists, objectives) sets the 'derived' version to its transaction id, never
-- reused, so a version seen before a TRUNCATE never comes back. The triggers are deferred to commit:
-- taken mid-transaction, the version row's lock would interleave with the market's row locks and
-- deadlock; at commit a transaction waits for it holding nothing anyone else still needs.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (name, version) VALUES ('derived', pg_current_xact_id()::text)
  ON CONFLICT (name) DO UPDATE SET version = excluded.version
  WHERE cache_versions.version IS DISTINCT FROM excluded.version;
  -- PGlite's single process learns of it without a query (notices arrive as the commit returns).
  PERFORM pg_notify('liga_derived', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR UPDATE OR DELETE ON matches DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON matches FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR UPDATE OR DELETE ON match_statistics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON match_statistics FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR UPDATE OR DELETE ON tournaments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR UPDATE OR DELETE ON tournament_teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON tournament_teams FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR UPDATE OR DELETE ON teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER INSERT OR DELETE OR UPDATE OF name, id_team, status, ca ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON players FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER derived_version AFTER DELETE OR UPDATE OF name ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
CREATE TRIGGER derived_version_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version();
--> statement-breakpoint
-- Tokens and who they belong to change: every server instance drops its cached token lookups
-- (apps/api/src/lib/auth-cache.ts). NOTIFY is delivered at commit, to every listening instance.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('liga_auth', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_change AFTER DELETE OR TRUNCATE OR UPDATE OF revoked_at, expires_at, user_id ON user_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER auth_change AFTER DELETE OR TRUNCATE OR UPDATE OF rol, name, email, password_hash ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
