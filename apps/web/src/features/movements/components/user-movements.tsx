import { useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
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
      <PagedList
        query={query}
        page={page}
        onPage={paged ? setPage : undefined}
        errorText={(e) => `${m.loadError} ${e.message}`}
        empty={m.empty}
      >
        {(rows) => <List movements={rows} timeZone={timeZone} />}
      </PagedList>
    </section>
  );
}
