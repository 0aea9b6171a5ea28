import { may } from '@liga/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { ExportButtons } from '../components/export-buttons';
import { PlayersCards } from '../components/players-cards';
import { PlayersFilters } from '../components/players-filters';
import { PlayersTable } from '../components/players-table';
import { usePlayerList } from '../components/use-player-list';
import { useRegisterHandler } from '../components/use-register-player';
import { playersMessages as m } from '../messages';

/** The search waits for the typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Players list (spec 01 §2): page, name and division filter live in the URL; the page goes to the server. */
export function PlayersPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const name = (params.get('name') ?? '').trim();
  const outside = params.get('outside') === '1';
  const { query, errorText } = usePlayerList({ page, name, outside });
  const { busyId, onRegister } = useRegisterHandler();
  const List = useIsPhone() ? PlayersCards : PlayersTable;

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace },
    );

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
    update({ outside: on ? '1' : null, page: null });
  };
  // Back and forward change the URL: the search box and the checkbox follow it.
  const [seen, setSeen] = useState({ name, outside });
  if (name !== seen.name || outside !== seen.outside) {
    setSeen({ name, outside });
    if (name !== search.trim()) setSearch(name);
    setOutsideBox(outside);
  }

  const rows = query.data?.data ?? [];
  return (
    <Page
      title={m.listTitle}
      actions={
        <>
          {may(me.rol, 'addPlayer') ? <ButtonLink to={paths.playerNew}>{m.newPlayer}</ButtonLink> : null}
          <ExportButtons name={name} outside={outside} />
        </>
      }
    >
      <PlayersFilters search={search} onSearch={onSearch} outside={outsideBox} onOutside={onOutside} />
      {query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{errorText}</Alert> : null}
      {query.data && rows.length === 0 ? (
        <EmptyState>{name || outside ? m.emptySearch : m.empty}</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <List players={rows} me={me} busyId={busyId} onRegister={onRegister} />
        </div>
      ) : null}
      {query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={(p) => {
            update({ page: String(p) });
            window.scrollTo({ top: 0 });
          }}
          disabled={query.isFetching}
        />
      ) : null}
    </Page>
  );
}
