import { formatDateTime } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimezone } from '../../../lib/league-config';
import { SeasonSelect, useSeasonParam } from '../../seasons';
import { useCloseSeason, useReopenSeason } from '../api/close-season';
import { useSeasonClose } from '../api/get-season-close';
import { CloseSummary } from '../components/close-summary';
import { seasonCloseMessages as m } from '../messages';

const errorText = (e: unknown) => (isApiError(e) ? e.message : String(e));

/**
 * /temporadas (Admin, decision 024): the close's preview, a confirmation, the result; reopening while
 * the new season has no result. Defaults to the active season; a closed season shows what it did.
 */
// Only an Admin may ask for the preview: anyone else gets the notice, not a refused request.
export const SeasonClosePage = rolePage(
  { action: 'closeSeason', title: m.title, denied: m.noPermission },
  SeasonCloseScreen,
);

function SeasonCloseScreen() {
  const { seasons, value, season, setValue } = useSeasonParam(true);
  const preview = useSeasonClose(season);
  const close = useCloseSeason();
  const reopen = useReopenSeason();
  const timeZone = useLeagueTimezone();
  const [asking, setAsking] = useState<'close' | 'reopen' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = preview.data;
  const name = data?.season.name ?? '';

  const run = async () => {
    if (!data) return;
    const id = data.season.id;
    const answer = asking === 'close' ? await close.mutateAsync(id) : await reopen.mutateAsync(id);
    setAsking(null);
    setDone(answer.message);
    // The closed season stays on screen (the active one is now the next season).
    setValue(String(id));
  };
  const failure = close.error ?? reopen.error;

  return (
    <Page title={m.title}>
      <SeasonSelect seasons={seasons.data} value={value} onChange={setValue} />
      {done ? (
        <Alert tone="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {failure ? <Alert>{errorText(failure)}</Alert> : null}
      {seasons.data && season === undefined ? <EmptyState>{m.noSeason}</EmptyState> : null}
      {preview.isPending && season !== undefined ? <Loading text={m.loading} /> : null}
      {preview.error ? <Alert>{errorText(preview.error)}</Alert> : null}
      {data ? (
        <>
          {data.closed ? (
            <Alert tone="info">
              {m.closedAt(formatDateTime(data.closed_at ?? '', timeZone))}
              {data.can_reopen ? null : ` ${m.cannotReopen}`}
            </Alert>
          ) : data.pending_matches > 0 ? (
            <Alert tone="warning">{m.pending(data.pending_matches)}</Alert>
          ) : null}
          <div>
            {!data.closed ? (
              <Button className="w-full sm:w-auto" onClick={() => setAsking('close')}>
                {m.close}
              </Button>
            ) : data.can_reopen ? (
              <Button
                variant="danger-outline"
                className="w-full sm:w-auto"
                onClick={() => setAsking('reopen')}
              >
                {m.reopen}
              </Button>
            ) : null}
          </div>
          <CloseSummary preview={data} />
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'reopen' ? m.confirmReopen(name) : m.confirmClose(name)}
        confirmLabel={asking === 'reopen' ? m.reopen : m.close}
        variant={asking === 'reopen' ? 'danger' : 'primary'}
        busy={close.isPending || reopen.isPending}
        onConfirm={() => void run().catch(() => setAsking(null))}
        onCancel={() => setAsking(null)}
      >
        <p className="text-sm text-stone-700">
          {asking === 'reopen' ? m.confirmReopenBody : m.confirmCloseBody}
        </p>
      </ConfirmDialog>
    </Page>
  );
}
