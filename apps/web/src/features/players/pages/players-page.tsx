import { may } from '@liga/domain';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { useUrlParams, type UrlParamChanges } from '../../../lib/use-url-params';
import { ExportButtons } from '../components/export-buttons';
import { PlayersCards } from '../components/players-cards';
import { PlayersFilters } from '../components/players-filters';
import { PlayersSortFilters } from '../components/players-sort-filters';
import { PlayersTable } from '../components/players-table';
import { usePlayerList } from '../components/use-player-list';
import { filterFromParams, usesRicherQuery } from '../list-params';
import { useRegisterHandler } from '../components/use-register-player';
import { playersMessages as m } from '../messages';

/** The search waits for the typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Players list: page, name, division filter, sort and the other filters live in the URL
 * (a shared link shows the same list; back and forward restore it); the page goes to the server.
 */
export function PlayersPage() {
  const me = useCurrentUser();
  const { params, update } = useUrlParams();
  const filter = filterFromParams(params);
  const { page, name, outside } = filter;
  const { query, errorText } = usePlayerList(filter);
  const { busyId, onRegister } = useRegisterHandler();
  const List = useIsPhone() ? PlayersCards : PlayersTable;

  const [search, setSearch] = useState(name);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => update({ name: text.trim() || null, page: null }, true),
      SEARCH_DEBOUNCE_MS,
    );
  };
  // The checkbox answers the click at once; the URL (and the list) follow in a transition.
  const [outsideBox, setOutsideBox] = useState(outside);
  const onOutside = (on: boolean) => {
    setOutsideBox(on);
    update({ outside: on ? '1' : null, ...(on ? { division: null } : {}), page: null });
  };
  // Each choice is a history entry and starts again at page 1.
  const onSortFilter = (changes: UrlParamChanges) => {
    if (changes.outside === null) setOutsideBox(false);
    update({ ...changes, page: null });
  };
  // Back and forward change the URL: the search box and the checkbox follow it.
  const [seen, setSeen] = useState({ name, outside });
  if (name !== seen.name || outside !== seen.outside) {
    setSeen({ name, outside });
    if (name !== search.trim()) setSearch(name);
    setOutsideBox(outside);
  }

  return (
    <Page
      title={m.listTitle}
      actions={
        <>
          {may(me.rol, 'addPlayer') ? <ButtonLink to={paths.playerNew}>{m.newPlayer}</ButtonLink> : null}
          <ExportButtons filter={filter} />
        </>
      }
    >
      <PlayersFilters search={search} onSearch={onSearch} outside={outsideBox} onOutside={onOutside}>
        <PlayersSortFilters filter={filter} onChange={onSortFilter} />
      </PlayersFilters>
      <PagedList
        query={query}
        page={page}
        onPage={(p) => {
          update({ page: p });
          window.scrollTo({ top: 0 });
        }}
        loadingText={m.loading}
        errorText={() => errorText}
        empty={name || outside || usesRicherQuery(filter) ? m.emptySearch : m.empty}
      >
        {(rows) => <List players={rows} me={me} busyId={busyId} onRegister={onRegister} />}
      </PagedList>
    </Page>
  );
}
