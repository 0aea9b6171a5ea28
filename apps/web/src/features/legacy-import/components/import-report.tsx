import type { LegacyImportReport } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type Column } from '../../../components/ui/table';
import { legacyImportMessages as m } from '../messages';

const n = (v: number | null) => (v === null ? '—' : v.toLocaleString('es-AR'));
type Line = LegacyImportReport['standings'][number]['stored'];
const line = (s: Line) =>
  s
    ? `${s.played} PJ, ${s.won}-${s.drawn}-${s.lost}, ${s.goals_for}:${s.goals_against}, ${s.points} pts`
    : '—';

const COLUMNS: Column<LegacyImportReport['tables'][number]>[] = [
  { header: 'Tabla anterior', cell: (t) => t.legacy },
  { header: 'Filas', cell: (t) => n(t.rows), className: 'text-right' },
  { header: 'Omitidas', cell: (t) => n(t.skipped), className: 'text-right' },
  { header: 'Tabla nueva', cell: (t) => t.target },
  { header: 'Antes', cell: (t) => n(t.before), className: 'text-right' },
  { header: 'Después', cell: (t) => n(t.after), className: 'text-right' },
];

/** The import's report (decision 032): nothing hidden, problems and differences included. */
export function ImportReport({ report }: { report: LegacyImportReport }) {
  const l = report.ledger;
  const balanced = l.mismatches.length === 0 && l.budgets === l.ledger;
  return (
    <section className="space-y-4" aria-label="Informe de la importación">
      <Alert tone="success">{report.dryRun ? m.doneDry : m.done}</Alert>
      <p>{m.summary(report.version, report.activeSeasonId, report.freeAgentTeamId)}</p>
      <Alert tone={balanced ? 'info' : 'warning'}>
        {balanced ? m.ledgerOk(n(l.budgets)) : m.ledgerBad(l.mismatches.length)}
      </Alert>
      <h2 className="text-lg font-semibold">{m.tables}</h2>
      <DataTable caption={m.tables} columns={COLUMNS} rows={report.tables} rowKey={(t) => t.legacy} />
      <p>{report.standings.length === 0 ? m.standingsOk : m.standingsDiff(report.standings.length)}</p>
      {report.standings.length > 0 ? (
        <ul className="list-disc pl-5 text-sm">
          {report.standings.map((s) => (
            <li key={`${s.tournamentId}:${s.teamId}`}>
              Torneo {s.tournamentId}, equipo {s.teamId}: guardada {line(s.stored)}; según los partidos{' '}
              {line(s.computed)}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className="cursor-pointer font-semibold">{m.notImported}</summary>
        <ul className="list-disc pl-5 text-sm">
          {report.notImported.map((t) => (
            <li key={t.table}>
              {t.table} ({n(t.rows)}): {t.why}
            </li>
          ))}
        </ul>
      </details>
      {report.problems.length === 0 ? (
        <p>{m.noProblems}</p>
      ) : (
        <details open>
          <summary className="cursor-pointer font-semibold">{m.problems(report.problems.length)}</summary>
          <ul className="list-disc pl-5 text-sm">
            {report.problems.map((p, i) => (
              <li key={i}>
                {p.table} {p.id ?? ''} ({p.action}): {p.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
