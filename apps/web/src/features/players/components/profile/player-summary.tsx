import { formatCurrency, PLAYER_STATUS_LABELS, type PlayerProfile, type PlayerStatus } from '@liga/domain';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/page';
import { paths } from '../../../../lib/paths';
import { playerProfileMessages as m } from './messages';

/** Who the player is: team and its manager, age, CA/PA, value and status. */
export function PlayerSummary({ profile }: { profile: PlayerProfile }) {
  const { player } = profile;
  const team = player.id_team;
  const facts: Array<[string, React.ReactNode]> = [
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
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-stone-500">{label}</dt>
            <dd className="font-medium break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
