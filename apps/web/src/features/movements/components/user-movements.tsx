import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useIsPhone } from '../../../lib/use-media-query';
import { useUserMovements } from '../api/get-user-movements';
import { movementsMessages as m } from '../messages';
import { MovementsCards } from './movements-cards';
import { MovementsTable } from './movements-table';

interface Props {
  userId: number;
  /** Without paging it shows the newest page only (the dashboard's 'recent movements'). */
  paged?: boolean;
}

export function UserMovements({ userId, paged = true }: Props) {
  const [page, setPage] = useState(1);
  const timeZone = useLeagueTimezone();
  const query = useUserMovements(userId, page);
  const List = useIsPhone() ? MovementsCards : MovementsTable;

  return (
    <section aria-labelledby={`movements-${userId}`} className="space-y-2">
      <h2 id={`movements-${userId}`} className="text-lg font-semibold text-emerald-900">
        {m.title}
      </h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && query.data.data.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {query.data && query.data.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <List movements={query.data.data} timeZone={timeZone} />
        </div>
      ) : null}
      {paged && query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={setPage}
          disabled={query.isFetching}
        />
      ) : null}
    </section>
  );
}
