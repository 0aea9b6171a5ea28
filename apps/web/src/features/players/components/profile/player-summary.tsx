import { formatCurrency, PLAYER_STATUS_LABELS, type PlayerProfile, type PlayerStatus } from '@liga/domain';
import { Link } from 'react-router';
import { FactList, type Fact } from '../../../../components/ui/fact-list';
import { Card } from '../../../../components/ui/page';
import { paths } from '../../../../lib/paths';
import { playerProfileMessages as m } from './messages';

/** Who the player is: team and its manager, age, CA/PA, value and status. */
export function PlayerSummary({ profile }: { profile: PlayerProfile }) {
  const { player } = profile;
  const team = player.id_team;
  const facts: Fact[] = [
    [
      m.team,
      <Link key="team" to={paths.team(team.id)} className="text-emerald-700 hover:underline">
        {team.division ? `${team.name} (${team.division})` : team.name}
      </Link>,
    ],
    [m.manager, profile.manager?.name ?? m.noManager],
    [m.age, player.age],
    [m.ability, `${player.ca} / ${player.pa}`],
    [m.value, formatCurrency(player.value)],
    [m.status, PLAYER_STATUS_LABELS[player.status as PlayerStatus] ?? player.status],
  ];
  return (
    <Card>
      <FactList
        facts={facts}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3"
        itemClassName="min-w-0"
        termClassName="text-xs text-stone-500"
        valueClassName="font-medium break-words tabular-nums"
      />
    </Card>
  );
}
