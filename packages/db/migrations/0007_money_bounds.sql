ALTER TABLE "budget_movements" ADD CONSTRAINT "budget_movements_amount_bounds" CHECK ("budget_movements"."amount" between -100000000000 and 100000000000);--> statement-breakpoint
ALTER TABLE "budget_movements" ADD CONSTRAINT "budget_movements_balance_after_bounds" CHECK ("budget_movements"."balance_after" between -1000000000000000 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profits_bounds" CHECK ("users"."profits" between -1000000000000000 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_costs_bounds" CHECK ("users"."costs" between -1000000000000000 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_value_bounds" CHECK ("players"."value" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_amount_bounds" CHECK ("auction_bids"."amount" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_opening_amount_bounds" CHECK ("auctions"."opening_amount" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_value_bounds" CHECK ("release_clauses"."value" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_extra_value_bounds" CHECK ("release_clauses"."extra_value" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_total_value_bounds" CHECK ("release_clauses"."total_value" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_budget_bounds" CHECK ("transfers"."budget" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_amount_bounds" CHECK ("user_bets"."amount" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_payout_bounds" CHECK ("user_bets"."payout" between 0 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "prize_table_positions" ADD CONSTRAINT "prize_table_positions_amount_bounds" CHECK ("prize_table_positions"."amount" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "prize_tables" ADD CONSTRAINT "prize_tables_scorer_bonus_bounds" CHECK ("prize_tables"."scorer_bonus" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "prize_tables" ADD CONSTRAINT "prize_tables_assists_bonus_bounds" CHECK ("prize_tables"."assists_bonus" between 0 and 100000000000);--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_amount_bounds" CHECK ("prizes"."amount" between 0 and 100000000000);