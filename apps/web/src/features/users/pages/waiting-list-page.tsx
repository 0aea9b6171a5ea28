import { formatDateTimeShort, may, type WaitingUser } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { pageParam, useUrlParams } from '../../../lib/use-url-params';
import { useWaitingList } from '../api/get-waiting-list';
import { AssignTeamControl } from '../components/assign-team-control';
import { usersMessages as m } from '../messages';

/**
 * /users/lista-de-espera: staff see who waits for a team, first signed up first; an Admin hands a
 * free Primera/Segunda team to one of them in one step (decision 026). Others are told it is not
 * theirs, without asking the server.
 */
export function WaitingListPage() {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const allowed = may(me.rol, 'seeWaitingList');
  const admin = may(me.rol, 'assignTeam');
  const { params, update } = useUrlParams();
  const page = pageParam(params);
  const query = useWaitingList(page, allowed);
  const teams = query.data?.free_teams ?? [];

  return (
    <Page title={m.waitingTitle} link={{ to: paths.users, label: m.back }}>
      {!allowed ? (
        <Alert>{m.waitingNoPermission}</Alert>
      ) : (
        <>
          <p className="text-sm text-stone-600">{m.waitingHint}</p>
          {query.data ? (
            <p className="text-sm font-medium text-emerald-900" data-testid="free-teams">
              {m.freeTeams(teams.length)}
              {admin ? '' : ` ${m.onlyAdminAssigns}`}
            </p>
          ) : null}
          <PagedList
            query={query}
            page={page}
            onPage={(p) => update({ page: p })}
            errorText={(e) => `${m.waitingLoadError} ${e.message}`}
            empty={m.waitingEmpty}
          >
            {(rows) => (
              <ResponsiveTable<WaitingUser>
                caption={m.waitingTitle}
                rows={rows}
                rowKey={(u) => u.id}
                columns={[
                  {
                    header: m.colPosition,
                    cell: (u) => `${u.position}.`,
                    className: 'tabular-nums',
                    card: 'aside',
                  },
                  { header: m.colName, cell: (u) => u.name, card: 'title' },
                  may(me.rol, 'seeEmails') && { header: m.colEmail, cell: (u) => u.email ?? '' },
                  { header: m.colSignedUp, cell: (u) => formatDateTimeShort(u.created_at, timeZone) },
                  admin &&
                    teams.length > 0 && {
                      header: m.colAssign,
                      cell: (u) => <AssignTeamControl user={u} teams={teams} />,
                      card: 'footer',
                    },
                ]}
              />
            )}
          </PagedList>
        </>
      )}
    </Page>
  );
}
