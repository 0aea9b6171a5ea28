import { paths } from '../../../lib/paths';
import { PLAYER_KIND_PARAM } from '../types';

/** A player bet shares /apuestas/{id} with match bets; ?tipo=jugador tells them apart. */
export const playerBetPath = (id: number) => `${paths.bet(id)}?tipo=${PLAYER_KIND_PARAM}`;
