import { paths } from '../../../lib/paths';

/** Match bets live under /apuestas/{id}, player bets under /apuestas/{id}?tipo=jugador. */
export type BetKind = 'match' | 'player';
export const PLAYER_KIND_PARAM = 'jugador';

/** A player bet shares /apuestas/{id} with match bets; ?tipo=jugador tells them apart. */
export const playerBetPath = (id: number) => `${paths.bet(id)}?tipo=${PLAYER_KIND_PARAM}`;
