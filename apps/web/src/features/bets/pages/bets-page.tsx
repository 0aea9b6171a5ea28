import { type MatchBetView, may } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeactivateBet } from '../api/deactivate-bet';
import { useMatchBets } from '../api/get-match-bets';
import { useMyBets } from '../api/get-my-bets';
import { usePlayerBets } from '../api/get-player-bets';
import { canBet } from '../components/can-bet';
import { MatchBetsTable } from '../components/match-bets-table';
import { UserBetsTable } from '../components/my-bets-table';
import { PlayerBetsTable } from '../components/player-bets-table';
import { betsMessages as m } from '../messages';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="space-y-2">
    <h2 className="text-lg font-semibold text-emerald-900">{title}</h2>
    {children}
  </section>
);

/** /apuestas (spec 02 §2): match bets and player bets, each paged, and the caller's own bets. */
export function BetsPage() {
  const { user, notify } = useSession();
  const [matchPage, setMatchPage] = useState(1);
  const [playerPage, setPlayerPage] = useState(1);
  const [minePage, setMinePage] = useState(1);
  const matches = useMatchBets(matchPage);
  const players = usePlayerBets(playerPage);
  const mine = useMyBets(minePage, canBet(user));
  const deactivate = useDeactivateBet();
  const [error, setError] = useState<string | null>(null);

  const onDeactivate = async (bet: MatchBetView) => {
    if (!window.confirm(m.confirmDeactivate)) return;
    setError(null);
    try {
      const res = await deactivate.mutateAsync(bet.id);
      notify(res.message || m.deactivated);
    } catch (e) {
      setError(`${m.deactivateError} ${isApiError(e) ? e.message : ''}`.trim());
    }
  };

  return (
    <Page
      title={m.listTitle}
      actions={may(user?.rol, 'createBet') ? <ButtonLink to={paths.betNew}>{m.newBet}</ButtonLink> : null}
    >
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      <Section title={m.matchBets}>
        {matches.isPending ? <Loading /> : null}
        {matches.isError ? <Alert>{`${m.loadError} ${matches.error.message}`}</Alert> : null}
        {matches.data && matches.data.data.length === 0 ? <EmptyState>{m.emptyMatch}</EmptyState> : null}
        {matches.data && matches.data.data.length > 0 ? (
          <MatchBetsTable
            bets={matches.data.data}
            user={user}
            busyId={deactivate.isPending ? (deactivate.variables ?? null) : null}
            onDeactivate={(b) => void onDeactivate(b)}
          />
        ) : null}
        {matches.data ? (
          <Pager
            page={matchPage}
            lastPage={matches.data.meta.last_page}
            onChange={setMatchPage}
            disabled={matches.isFetching}
          />
        ) : null}
      </Section>
      <Section title={m.playerBets}>
        {players.isPending ? <Loading /> : null}
        {players.isError ? <Alert>{`${m.loadError} ${players.error.message}`}</Alert> : null}
        {players.data && players.data.data.length === 0 ? <EmptyState>{m.emptyPlayer}</EmptyState> : null}
        {players.data && players.data.data.length > 0 ? (
          <PlayerBetsTable bets={players.data.data} user={user} />
        ) : null}
        {players.data ? (
          <Pager
            page={playerPage}
            lastPage={players.data.meta.last_page}
            onChange={setPlayerPage}
            disabled={players.isFetching}
          />
        ) : null}
      </Section>
      {canBet(user) ? (
        <Section title={m.myBets}>
          {mine.isPending ? <Loading /> : null}
          {mine.isError ? <Alert>{`${m.loadError} ${mine.error.message}`}</Alert> : null}
          {mine.data && mine.data.data.length === 0 ? <EmptyState>{m.emptyMine}</EmptyState> : null}
          {mine.data && mine.data.data.length > 0 ? <UserBetsTable bets={mine.data.data} /> : null}
          {mine.data ? (
            <Pager
              page={minePage}
              lastPage={mine.data.meta.last_page}
              onChange={setMinePage}
              disabled={mine.isFetching}
            />
          ) : null}
        </Section>
      ) : null}
    </Page>
  );
}
