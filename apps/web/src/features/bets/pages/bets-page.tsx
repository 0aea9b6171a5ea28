import { type MatchBetView, may } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PagedList, usePagedQuery } from '../../../components/ui/paged-list';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { useDeactivateBet } from '../api/deactivate-bet';
import { useMatchBets } from '../api/get-match-bets';
import { usePlayerBets } from '../api/get-player-bets';
import { MatchBetCards, PlayerBetCards } from '../components/bet-cards';
import { canBet } from '../components/can-bet';
import { MatchBetsTable } from '../components/match-bets-table';
import { BetLeaderboardSection } from '../components/bet-leaderboard';
import { MyBetsSection } from '../components/my-bets-section';
import { PlayerBetsTable } from '../components/player-bets-table';
import { fixtureBetMessages as f } from '../fixture-messages';
import { betsMessages as m } from '../messages';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="space-y-2">
    <h2 className="text-lg font-semibold text-emerald-900">{title}</h2>
    {children}
  </section>
);

const loadError = (e: Error) => `${m.loadError} ${e.message}`;

/** /apuestas: match bets and player bets, each paged, and the caller's own bets. */
export function BetsPage() {
  const { user, notify } = useSession();
  const matches = usePagedQuery(useMatchBets);
  const players = usePagedQuery(usePlayerBets);
  const deactivate = useDeactivateBet();
  // A phone gets cards with every odd and Apostar in view instead of a table to swipe.
  const phone = useIsPhone();
  const MatchList = phone ? MatchBetCards : MatchBetsTable;
  const PlayerList = phone ? PlayerBetCards : PlayerBetsTable;
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
        <PagedList {...matches} errorText={loadError} empty={m.emptyMatch}>
          {(rows) => (
            <MatchList
              bets={rows}
              user={user}
              busyId={deactivate.isPending ? (deactivate.variables ?? null) : null}
              onDeactivate={(b) => void onDeactivate(b)}
            />
          )}
        </PagedList>
      </Section>
      <Section title={m.playerBets}>
        <PagedList {...players} errorText={loadError} empty={m.emptyPlayer}>
          {(rows) => <PlayerList bets={rows} user={user} />}
        </PagedList>
      </Section>
      {canBet(user) ? (
        <>
          <Section title={m.myBets}>
            <MyBetsSection loadError={loadError} />
          </Section>
          <Section title={f.leaderboard}>
            <BetLeaderboardSection />
          </Section>
        </>
      ) : null}
    </Page>
  );
}
