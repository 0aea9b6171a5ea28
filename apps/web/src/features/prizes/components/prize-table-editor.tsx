import { formatDateTimeShort, SavePrizeTableSchema, type PrizeTable } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { moneyText, textMoney } from '../lib/money-text';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useSavePrizeTable } from '../api/save-prize-table';
import { prizesMessages as pm, tablesMessages as m } from '../messages';

type Row = { position: string; amount: string };
const text = (n: number) => String(n);
/** One tournament's table: an amount per final position plus the two bonuses, saved whole. */
export function PrizeTableEditor({ table }: { table: PrizeTable }) {
  const { notify } = useSession();
  const timeZone = useLeagueTimezone();
  const save = useSavePrizeTable();
  const [rows, setRows] = useState<Row[]>(() =>
    table.positions.map((p) => ({ position: text(p.position), amount: text(p.amount) })),
  );
  const [scorer, setScorer] = useState(text(table.scorer_bonus));
  const [assists, setAssists] = useState(text(table.assists_bonus));
  const [prode, setProde] = useState(text(table.prode_round_prize));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const setRow = (i: number, field: keyof Row, value: string) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const nextPosition = () => Math.max(0, ...rows.map((r) => Number(r.position) || 0)) + 1;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setMessage(null);
    const parsed = SavePrizeTableSchema.safeParse({
      positions: rows,
      scorer_bonus: scorer,
      assists_bonus: assists,
      prode_round_prize: prode,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return setMessage(parsed.error.issues[0]?.message ?? m.saveError);
    }
    try {
      const res = await save.mutateAsync({ tournamentId: table.tournament.id, table: parsed.data });
      notify(res.message);
    } catch (err) {
      if (isApiError(err) && err.errors)
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      setMessage(isApiError(err) ? err.message : m.saveError);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`${pm.tablesTitle}: ${table.tournament.name}`}
      className="space-y-3"
    >
      <p className="text-xs text-stone-500">
        {table.saved && table.updated_at
          ? `${m.savedOn} ${formatDateTimeShort(table.updated_at, timeZone)}`
          : m.defaults}
      </p>
      {message ? <Alert onClose={() => setMessage(null)}>{message}</Alert> : null}
      <ul className="space-y-2">
        {rows.map((row, i) => (
          <li key={i} className="grid grid-cols-[5rem_1fr_auto] items-start gap-2">
            <InputField
              label={m.positionLabel(i + 1)}
              type="number"
              inputMode="numeric"
              min={1}
              value={row.position}
              error={errors[`positions.${i}.position`]}
              onChange={(e) => setRow(i, 'position', e.target.value)}
            />
            <MoneyField
              label={m.amountFor(Number(row.position) || i + 1)}
              value={textMoney(row.amount)}
              error={errors[`positions.${i}.amount`]}
              onValueChange={(v) => setRow(i, 'amount', moneyText(v))}
            />
            <Button
              variant="ghost"
              className="mt-6"
              aria-label={m.removePosition(Number(row.position) || i + 1)}
              onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => setRows((list) => [...list, { position: text(nextPosition()), amount: '' }])}
      >
        {m.addPosition}
      </Button>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <MoneyField
          label={m.scorerBonus}
          value={textMoney(scorer)}
          error={errors.scorer_bonus}
          onValueChange={(v) => setScorer(moneyText(v))}
        />
        <MoneyField
          label={m.assistsBonus}
          value={textMoney(assists)}
          error={errors.assists_bonus}
          onValueChange={(v) => setAssists(moneyText(v))}
        />
        <MoneyField
          label={m.prodeRoundPrize}
          value={textMoney(prode)}
          error={errors.prode_round_prize}
          onValueChange={(v) => setProde(moneyText(v))}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
