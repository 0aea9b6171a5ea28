import { formatMoney, roleLabel } from '@liga/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { UserMovements } from '../../movements';
import { dashboardMessages as m } from '../messages';

export function DashboardPage() {
  const me = useCurrentUser();
  const facts: Array<[string, string]> = [
    [m.name, me.name],
    [m.role, roleLabel(me.rol)],
    [m.team, me.team ? `${me.team.name}${me.team.division ? ` (${me.team.division})` : ''}` : m.noTeam],
  ];
  return (
    <Page
      title={m.title}
      actions={
        <ButtonLink to={paths.user(me.id)} variant="secondary">
          {m.editProfile}
        </ButtonLink>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="bg-gradient-to-br from-emerald-800 to-emerald-950 text-white">
          <p className="text-sm text-emerald-100">{m.budget}</p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="budget">
            {formatMoney(me.profits)}
          </p>
        </Card>
        <Card>
          <dl className="space-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-stone-500">{label}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <UserMovements userId={me.id} paged={false} />
    </Page>
  );
}
