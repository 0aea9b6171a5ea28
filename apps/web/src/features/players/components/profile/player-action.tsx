import {
  isClauseTarget,
  isDivision,
  may,
  PLAYER_STATUS_LABELS,
  type PlayerProfile,
  type PlayerStatus,
  type User,
} from '@liga/domain';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../lib/paths';
import { playerProfileMessages as m } from './messages';

/**
 * The market action that applies to this player for the caller (docs/rules.md §1.1): a release clause for a
 * player of another Primera/Segunda team that is a target, an auction for one outside the two (the
 * open one when there is), nothing on one's own player or without a team to pay from. The server
 * checks every rule again.
 */
export function PlayerAction({ profile, me }: { profile: PlayerProfile; me: User }) {
  const { player } = profile;
  if (!me.team || me.team.id === player.id_team.id || !may(me.rol, 'createClause')) return null;
  if (isDivision(player.id_team.division)) {
    if (!isClauseTarget(player.status))
      return (
        <p className="self-center text-sm text-stone-500">
          {m.notTarget(PLAYER_STATUS_LABELS[player.status as PlayerStatus] ?? player.status)}
        </p>
      );
    return <ButtonLink to={paths.clauseForPlayer(player.id)}>{m.offer}</ButtonLink>;
  }
  if (!may(me.rol, 'createAuction')) return null;
  const open = profile.auctions.some((a) => a.status === 'active');
  return open ? (
    <ButtonLink to={paths.auction(player.id)}>{m.viewAuction}</ButtonLink>
  ) : (
    <ButtonLink to={paths.auctionNewForPlayer(player.id)}>{m.auction}</ButtonLink>
  );
}
