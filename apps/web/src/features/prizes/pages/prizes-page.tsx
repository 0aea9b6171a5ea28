import type { PrizesPaidAnswer } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useAllTeams } from '../../teams';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { PaidPrizes } from '../components/paid-prizes';
import { PendingPrizes } from '../components/pending-prizes';
import { PrizeForm, type PendingPrize } from '../components/prize-form';
import { PrizeGroup } from '../components/prize-item';
import { PrizeScreen } from '../components/prize-screen';
import { prizesMessages as m } from '../messages';

/** /premios (Admin): prizes added to a local list, then sent at once and paid once each. */
export const PrizesPage = rolePage(
  { action: 'awardPrizes', title: m.title, denied: m.noPermission },
  PrizeLoading,
);

function PrizeLoading() {
  const params = useCompetitionParams({ defaultTournament: false });
  const teams = useAllTeams();
  const [pending, setPending] = useState<PendingPrize[]>([]);
  const [result, setResult] = useState<PrizesPaidAnswer | null>(null);

  return (
    <PrizeScreen title={m.title} link={{ to: paths.prizesNew, label: m.toTables }}>
      <Card className="space-y-4">
        <CompetitionPicker params={params} withTournament={false} />
        {teams.isPending || params.tournaments.isPending ? <Loading /> : null}
        {teams.isError ? <Alert>{m.teamsError}</Alert> : null}
        {params.tournaments.isError ? (
          <Alert>{`${m.tournamentsError}${params.tournaments.error.message}`}</Alert>
        ) : null}
        {teams.data && params.tournaments.data ? (
          <PrizeForm
            tournaments={params.tournaments.data}
            teams={teams.data}
            pending={pending}
            onAdd={(p) => {
              setResult(null);
              setPending((list) => [...list, p]);
            }}
          />
        ) : null}
      </Card>
      <Card>
        <PendingPrizes
          pending={pending}
          onRemove={(key) => setPending((list) => list.filter((p) => p.key !== key))}
          onSent={(answer) => {
            setPending([]);
            setResult(answer);
          }}
        />
        {result ? (
          <div className="mt-4 space-y-3" role="status">
            <Alert tone="success">{result.message}</Alert>
            <PrizeGroup title={m.resultPaid} prizes={result.paid} />
            <PrizeGroup title={m.resultAlreadyPaid} prizes={result.already_paid} />
          </div>
        ) : null}
      </Card>
      <PaidPrizes />
    </PrizeScreen>
  );
}
