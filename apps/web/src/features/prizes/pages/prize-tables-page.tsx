import { FORMAT_LABELS } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { usePrizeTables } from '../api/get-prize-tables';
import { PrizePreviewPanel } from '../components/prize-preview';
import { PrizeScreen } from '../components/prize-screen';
import { PrizeTableEditor } from '../components/prize-table-editor';
import { prizesMessages as pm, tablesMessages as m } from '../messages';

/** /crear-premios (docs/rules.md §11.3), Admin: each tournament's prize table. */
export const PrizeTablesPage = rolePage(
  { action: 'editPrizeTables', title: pm.tablesTitle, denied: pm.noPermission },
  PrizeTables,
);

function PrizeTables() {
  const params = useCompetitionParams({ defaultTournament: false });
  const tables = usePrizeTables(params.seasonId);
  const [previewing, setPreviewing] = useState<number | null>(null);

  return (
    <PrizeScreen title={pm.tablesTitle} link={{ to: paths.prizes, label: pm.toPrizes }}>
      <p className="text-sm text-stone-600">{m.intro}</p>
      <CompetitionPicker params={params} withTournament={false} />
      {tables.isPending ? <Loading /> : null}
      {tables.isError ? <Alert>{`${pm.loadError}${tables.error.message}`}</Alert> : null}
      {tables.data?.length === 0 ? <EmptyState>{m.noTournaments}</EmptyState> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {tables.data?.map((table) => (
          <Card key={table.tournament.id} className="space-y-3">
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold text-emerald-900">{table.tournament.name}</h2>
              <span className="text-xs text-stone-500">
                {FORMAT_LABELS[table.tournament.format]} · {m.paidCount(table.paid_count)}
              </span>
            </header>
            <PrizeTableEditor key={`${table.tournament.id}:${table.updated_at ?? ''}`} table={table} />
            {previewing === table.tournament.id ? (
              <PrizePreviewPanel tournamentId={table.tournament.id} onClose={() => setPreviewing(null)} />
            ) : (
              <Button variant="secondary" onClick={() => setPreviewing(table.tournament.id)}>
                {m.apply}
              </Button>
            )}
          </Card>
        ))}
      </div>
    </PrizeScreen>
  );
}
