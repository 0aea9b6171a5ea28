import { formatDateTimeShort, formatCurrency, may } from '@liga/domain';
import { useEffect } from 'react';
import { Countdown } from '../../../components/ui/countdown';
import { useNow } from '../../../lib/use-now';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { usePlayerOffers } from '../api/get-player-offers';
import { ClausesList, type ClauseColumn } from '../components/clauses-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { OfferDecision } from '../components/offer-decision';
import { RaiseOfferForm } from '../components/raise-offer-form';
import { useOfferActions } from '../components/use-offer-actions';
import { marketMessages as m } from '../messages';

/**
 * /offers/{id}: sealed until the reveal ('Oculto' and a live countdown), then ranked with
 * the winner marked; Admin and Organizador confirm the winner or close a live offer with a reason, and
 * read why a Confirmar button is absent (decision 015). A tie at the top opens the tie-break: its end
 * is shown and the tied bidder raises here (decision 022).
 */
export function PlayerOffersPage() {
  const me = useCurrentUser();
  const { id, valid } = useIdParam();
  const query = usePlayerOffers(id, valid);
  const timeZone = useLeagueTimezone();
  const actions = useOfferActions();
  const data = query.data;
  const revealAt = data && !data.revealed && data.reveal_at ? new Date(data.reveal_at) : null;
  const now = useNow(1000, revealAt ? revealAt.getTime() : null);
  const due = revealAt !== null && now >= revealAt.getTime();
  const { refetch } = query;

  // The countdown ran out: ask the server, whose clock decides the reveal; again every 10 s until it does.
  useEffect(() => {
    if (!due) return;
    void refetch();
    const timer = setInterval(() => void refetch(), 10_000);
    return () => clearInterval(timer);
  }, [due, refetch]);

  // The tie-break the reveal opened (decision 022): until it ends the tied bidders may raise.
  const tiebreakUntil = data?.offers.find((o) => o.tiebreak_until)?.tiebreak_until ?? null;
  const tiebreakEnd = tiebreakUntil ? new Date(tiebreakUntil).getTime() : null;
  const tiebreakNow = useNow(10_000, tiebreakEnd);
  // The server's clock decides; the local one only ends it between two refreshes.
  const tiebreakOpen =
    tiebreakEnd !== null && data?.offers.some((o) => o.tiebreak_open) === true && tiebreakNow < tiebreakEnd;
  // At its end the raises count and show: read the ranking again.
  useEffect(() => {
    if (tiebreakEnd !== null && !tiebreakOpen) void refetch();
  }, [tiebreakEnd, tiebreakOpen, refetch]);
  const myTied = data?.offers.find((o) => o.mine && o.tied && o.active === 'yes');
  const staff = may(me.rol, 'confirmOffer');
  // The answer keeps creation order (the league client's); once revealed the winner leads (rank 1).
  const offers = [...(data?.offers ?? [])].sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
  // Staff see the column once revealed: a button, or why there is none.
  const withActions = staff && data?.revealed === true && offers.length > 0;
  const columns: ClauseColumn[] = [
    ...(data?.revealed ? (['rank'] as const) : []),
    'by',
    'value',
    'extra',
    'total',
    'time',
    'status',
    ...(withActions ? (['actions'] as const) : []),
  ];
  const asking = actions.asking;
  const askingBy = asking?.offer.created_by?.name ?? '';
  // The dialog asks either to close the offer (with a reason) or to confirm it.
  const closing = asking?.kind === 'close';

  return (
    <Page
      title={m.playerOffersTitle}
      actions={
        <>
          <ButtonLink to={valid ? paths.clauseForPlayer(id) : paths.clause}>{m.newClause}</ButtonLink>
        </>
      }
      link={{ to: paths.offers, label: m.backToOffers }}
    >
      {actions.error ? <Alert onClose={actions.clearError}>{actions.error}</Alert> : null}
      {valid && query.isPending ? <Loading text={m.loading} /> : null}
      {!valid || query.isError ? (
        <Alert>{`${m.playerOffersError}${query.error ? ` ${query.error.message}` : ''}`}</Alert>
      ) : null}
      {data ? (
        <>
          <Card className="flex flex-wrap items-baseline justify-between gap-2">
            <div>
              <p className="text-lg font-semibold text-emerald-900">{data.player.name}</p>
              <p className="text-sm text-stone-500">
                {data.player.id_team.name}
                {data.player.id_team.division ? ` (${data.player.id_team.division})` : ''} · CA{' '}
                {data.player.ca}
              </p>
            </div>
            <p className="text-sm">
              <span className="text-stone-500">{m.playerValue}: </span>
              <span className="font-semibold tabular-nums">{formatCurrency(data.player.value)}</span>
            </p>
          </Card>
          {offers.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
          {offers.length > 0 && data.revealed ? (
            <p className="text-sm text-stone-600">{m.winnerRule}</p>
          ) : null}
          {tiebreakUntil ? (
            <Alert tone="info">
              {tiebreakOpen
                ? m.tiebreakRunning(formatDateTimeShort(tiebreakUntil, timeZone))
                : m.tiebreakOver(formatDateTimeShort(tiebreakUntil, timeZone))}
            </Alert>
          ) : null}
          {myTied && tiebreakOpen ? (
            <Card>
              <RaiseOfferForm offer={myTied} />
            </Card>
          ) : null}
          {offers.length > 0 && revealAt ? (
            <Alert tone="info">
              <p>
                {m.waiting(
                  formatDateTimeShort(revealAt, timeZone).slice(0, 10),
                  formatDateTimeShort(revealAt, timeZone).slice(-5),
                )}
              </p>
              <p className="mt-1">
                {due ? (
                  m.revealCheck
                ) : (
                  <>
                    {m.revealCountdown} <Countdown target={revealAt} now={now} className="font-semibold" />
                  </>
                )}
              </p>
            </Alert>
          ) : null}
          {offers.length > 0 ? (
            <ClausesList
              clauses={offers}
              caption={m.playerOffersTitle}
              columns={columns}
              markMine
              actions={(c) => <OfferDecision offer={c} busy={actions.busy} ask={actions.ask} />}
            />
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={closing ? m.closeOfferTitle : m.confirmOfferTitle}
        confirmLabel={closing ? m.closeOffer : m.confirmOffer}
        variant={closing ? 'danger' : 'primary'}
        busy={actions.busy}
        onConfirm={() => void actions.run()}
        onCancel={actions.cancel}
      >
        <p>
          {closing
            ? m.closeOfferText(askingBy)
            : m.confirmOfferText(askingBy, formatCurrency(asking?.offer.total_value ?? 0))}
        </p>
        {closing ? (
          <InputField
            label={m.closeReason}
            hint={m.closeReasonHint}
            value={actions.reason}
            maxLength={300}
            error={actions.reasonError ?? undefined}
            onChange={(e) => actions.setReason(e.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </Page>
  );
}
