import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/use-url-params';
import { useProdeRound } from '../api/get-prode-round';
import { RoundForm } from '../components/round-form';
import { RoundPrize } from '../components/round-prize';
import { ScoringForm } from '../components/scoring-form';
import { SeasonLeaderboard } from '../components/season-leaderboard';
import { StandingsTable } from '../components/standings-table';
import { prodeMessages as m } from '../messages';

const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /prode: the round picker, the round's predictions, its table and winners, and the season's table. */
export function ProdePage() {
  const { user } = useSession();
  const { params, update } = useUrlParams();
  const round = useProdeRound(numberParam(params.get('tournament')), numberParam(params.get('round')));
  if (round.isPending) return <Loading />;
  if (round.isError)
    return (
      <Page title={m.title}>
        <Alert>{`${m.loadError} ${round.error.message}`}</Alert>
      </Page>
    );
  const r = round.data;
  return (
    <Page title={m.title}>
      <p className="text-sm text-stone-600">{m.intro}</p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <SelectField
          label={m.tournament}
          value={r.tournament.id}
          onChange={(e) => update({ tournament: e.target.value, round: null })}
        >
          {r.tournaments.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.round}
          value={r.round.round}
          onChange={(e) => update({ tournament: r.tournament.id, round: e.target.value })}
        >
          {(r.rounds.length > 0 ? r.rounds : [r.round]).map((x) => (
            <option key={x.round} value={x.round}>
              {x.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-stone-500">{m.scoring(r.scoring.exact, r.scoring.outcome)}</p>
      {/* Keyed by round: a new round starts its form from that round's own predictions. */}
      <RoundForm key={`${r.tournament.id}:${r.round.round}`} round={r} />
      <RoundPrize round={r} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-emerald-900">{m.roundTable}</h2>
        {r.table.length > 0 ? (
          <StandingsTable caption={`${m.roundTable}: ${r.round.label}`} rows={r.table} />
        ) : (
          <p className="text-sm text-stone-600">{m.roundTableEmpty}</p>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-emerald-900">{`${m.leaderboard}: ${r.season.name}`}</h2>
        <SeasonLeaderboard season={r.season.id} />
      </section>
      {may(user?.rol, 'editProdeScoring') ? <ScoringForm scoring={r.scoring} /> : null}
    </Page>
  );
}
