import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useScouting } from '../api/scouting';
import { assistantMessages as m } from '../messages';

/** The player page's 'Informe de scouting': computed on the server from the player's statistics. */
export function ScoutingButton({ playerId }: { playerId: number }) {
  const [open, setOpen] = useState(false);
  const report = useScouting(playerId, open);
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={open && report.isFetching}>
        {m.scoutingButton}
      </Button>
      {open && report.isPending ? <Loading text={m.scoutingLoading} /> : null}
      {open && report.isError ? (
        <Alert>
          {isApiError(report.error) && report.error.status !== 500 ? report.error.message : m.error}
        </Alert>
      ) : null}
      {open && report.data ? (
        <Card>
          <h2 className="mb-1 text-sm font-semibold text-emerald-900">{m.scoutingTitle}</h2>
          <p className="text-sm text-stone-700">{report.data.report}</p>
        </Card>
      ) : null}
    </div>
  );
}
