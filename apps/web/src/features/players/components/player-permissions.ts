import {
  isDivision,
  may,
  NOT_REGISTRABLE,
  ownerStatusRefusal,
  type Player,
  PLAYER_STATUSES,
  type PlayerStatus,
  REGISTERED,
  type User,
} from '@liga/domain';
import { paths } from '../../../lib/paths';

/** Whether `me` runs the player's team: the caller's team is the player's. */
export const ownsPlayer = (player: Player, me: User) => me.team !== null && me.team.id === player.id_team.id;

/**
 * What the players list lets the caller do with a row (docs/rules.md §3.2, §1.1). Registrar: not for 'nada',
 * and gone once registered (it is irreversible); only the team owner and staff. Ofertar: on players
 * of other teams. The server enforces both again.
 */
export function rowPermissions(player: Player, me: User) {
  const own = ownsPlayer(player, me);
  return {
    register:
      player.status !== NOT_REGISTRABLE &&
      player.status !== REGISTERED &&
      (own ? may(me.rol, 'registerPlayer') : may(me.rol, 'registerAnyPlayer')),
    offer: !own,
  };
}

/** Ofertar: an auction for players of teams outside Primera/Segunda, otherwise a release clause (docs/rules.md §1.1). */
export const offerPath = (player: Player) =>
  isDivision(player.id_team.division)
    ? paths.clauseForPlayer(player.id)
    : paths.auctionNewForPlayer(player.id);

/**
 * Statuses the form offers (docs/rules.md §3.2): staff every one, bloqueado included; the team owner those
 * the domain rule lets them move to from `current`; anyone else only the current one.
 */
export function statusOptions(current: string, me: User, own: boolean): PlayerStatus[] {
  if (may(me.rol, 'editPlayerFields')) return [...PLAYER_STATUSES];
  const keep = PLAYER_STATUSES.filter((s) => s === current);
  if (!own) return keep;
  return PLAYER_STATUSES.filter((s) => ownerStatusRefusal(current, s) === null);
}
