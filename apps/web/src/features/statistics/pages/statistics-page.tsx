import type { TopLists } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { useTopLists } from '../api/get-top-lists';
import { TopList } from '../components/top-list';
import { statisticsMessages as m } from '../messages';

const LISTS: (keyof TopLists)[] = ['goals', 'assists', 'mvp', 'injuries'];

/** /estadisticas: pick season then tournament; goals, assists, MVP and injuries. */
export function StatisticsPage() {
  const params = useCompetitionParams();
  const { tournament } = params;
  const top = useTopLists(tournament?.id);

  return (
    <Page title={m.title}>
      <CompetitionPicker params={params} />
      {tournament && top.isPending ? <Loading /> : null}
      {top.isError ? <Alert>{`${m.loadError} ${top.error.message}`}</Alert> : null}
      {tournament && top.data ? (
        <div className="space-y-4">
          {LISTS.map((key) => (
            <TopList key={key} title={m.lists[key]} entries={top.data[key]} />
          ))}
        </div>
      ) : null}
    </Page>
  );
}
