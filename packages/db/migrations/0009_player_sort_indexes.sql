CREATE INDEX "players_ca_id_idx" ON "players" USING btree ("ca","id");--> statement-breakpoint
CREATE INDEX "players_pa_id_idx" ON "players" USING btree ("pa","id");--> statement-breakpoint
CREATE INDEX "players_value_id_idx" ON "players" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "players_age_id_idx" ON "players" USING btree ("age","id");