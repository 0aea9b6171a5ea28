import { ASSISTANT_SUGGESTIONS, detectIntent, type Intent, type Player } from '@liga/domain';
import { findPlayerView } from '../players';
import { auctionLeader } from './auction-data';
import { link, type AskContext, type Grounded } from './context';
import { resolve, type Named, type Resolution } from './entities';
import * as league from './league-data';
import { messages as M } from './messages';
import * as own from './own-data';
import { entityNames } from './queries';
import { answerFromRules } from './rules';
import { scoutingReport } from './scouting';
import { tableZones, teamLastResult, teamNextMatch } from './team-data';

const suggestions = [...ASSISTANT_SUGGESTIONS];
const unknown = (): Grounded => ({
  message: M.unknown,
  sources: [link(M.source.rulebook('completo'), '/reglamento')],
  suggestions,
});
const PLAYER_INTENTS: Intent[] = ['scouting', 'player_info', 'player_suspended'];

/** The intents answered from the caller and the league alone, whatever player or team the question names. */
const CONTEXT_ANSWERS: Partial<Record<Intent, (ctx: AskContext) => Grounded | Promise<Grounded>>> = {
  greeting: () => ({ message: M.greeting, sources: [], suggestions }),
  private: () => ({ message: M.private, sources: [], suggestions }),
  own_budget: own.ownBudget,
  own_squad: (ctx) => own.ownSquad(ctx, 'counts'),
  own_ca: (ctx) => own.ownSquad(ctx, 'ca'),
  own_offers: own.ownOffers,
  own_next_match: own.ownNextMatch,
  own_suspended: own.ownSuspended,
  top_scorers: (ctx) => league.topPlayers(ctx, 'goals'),
  top_assists: (ctx) => league.topPlayers(ctx, 'assists'),
  standings_leader: league.leaders,
  next_reveal: league.nextReveal,
  auction_close: league.auctionsClosing,
};

function ambiguity<T extends Named>(r: Resolution<T>, kind: 'player' | 'team', describe: (t: T) => string) {
  if (r.kind !== 'ambiguous') return null;
  const list = r.items.map(describe).join(', ');
  return { message: kind === 'player' ? M.ambiguousPlayer(list) : M.ambiguousTeam(list), sources: [] };
}

/**
 * Answers one question: detects its intent, resolves the player or team it names and reads the
 * answer through the API's own services as the caller. Nothing here reads another user's budget,
 * ledger, email or sealed offers, so no phrasing can reach them.
 */
export async function answer(ctx: AskContext): Promise<Grounded> {
  const names = await entityNames(ctx.db);
  const playerRef = resolve(ctx.question, names.players, 'player');
  const teamRef = resolve(ctx.question, names.teams, 'team');
  const intent = detectIntent(ctx.question, {
    hasPlayer: playerRef.kind !== 'none',
    hasTeam: teamRef.kind !== 'none',
  });

  const fromContext = CONTEXT_ANSWERS[intent];
  if (fromContext) return fromContext(ctx);
  switch (intent) {
    case 'auction_leader':
      return auctionLeader(
        ctx,
        playerRef.kind === 'none' ? null : playerRef.kind === 'one' ? [playerRef.item] : playerRef.items,
      );
    case 'table_zones': {
      const asked = ambiguity(teamRef, 'team', (t) => t.name);
      if (asked) return asked;
      return tableZones(ctx, teamRef.kind === 'one' ? teamRef.item : null);
    }
    case 'team_standing':
    case 'team_next_match':
    case 'team_last_result': {
      const asked = ambiguity(teamRef, 'team', (t) => t.name);
      if (asked) return asked;
      if (teamRef.kind !== 'one')
        return { message: M.noTeamFound, sources: [link(M.source.standings, '/tablas')] };
      if (intent === 'team_next_match') return teamNextMatch(ctx, teamRef.item);
      if (intent === 'team_last_result') return teamLastResult(ctx, teamRef.item);
      return league.teamStanding(ctx, teamRef.item);
    }
    default:
      if (PLAYER_INTENTS.includes(intent)) return playerAnswer(ctx, intent, playerRef);
      return (await answerFromRules(ctx)) ?? unknown();
  }
}

async function playerAnswer(ctx: AskContext, intent: Intent, ref: Resolution<Named>): Promise<Grounded> {
  if (ref.kind === 'none')
    return intent === 'scouting'
      ? { message: M.noPlayer, sources: [link('Jugadores', '/players')] }
      : unknown();
  if (ref.kind === 'ambiguous') {
    const views = await Promise.all(ref.items.map((p) => findPlayerView(ctx.db, p.id)));
    return ambiguity(ref, 'player', (p) => {
      const v = views.find((x) => x?.id === p.id);
      return v ? `${v.name} (${v.id_team.name})` : p.name;
    })!;
  }
  const player: Player | undefined = await findPlayerView(ctx.db, ref.item.id);
  if (!player) return { message: M.noPlayer, sources: [] };
  if (intent === 'scouting') return scoutingReport(ctx, player);
  if (intent === 'player_suspended') return league.playerSuspended(ctx, player);
  return league.playerInfo(ctx, player);
}
