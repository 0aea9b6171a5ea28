-- Hand-written (drizzle-kit does not model triggers). The public pages (decision 035) are rendered once and kept
-- per server instance under the 'public' version, which every committing write to a table they show sets to
-- its transaction id, with the notice 'liga_cache_public' (bump_named_cache_version of 0008). Users count only
-- by name (a manager's name is shown); bets by their definitions, never the stakes (user_bets is not shown).
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON matches DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON matches FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON match_statistics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON match_statistics FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON tournaments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON tournament_teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON tournament_teams FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON teams DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON players DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON players FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON match_bets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON match_bets FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON player_bets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON player_bets FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON rulebook_sections DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON rulebook_sections FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON league_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON league_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON seasons DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON seasons FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER INSERT OR UPDATE OR DELETE ON team_trophies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON team_trophies FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version AFTER DELETE OR UPDATE OF name ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_named_cache_version('public');
--> statement-breakpoint
CREATE TRIGGER public_version_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_named_cache_version('public');
