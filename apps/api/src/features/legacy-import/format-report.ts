import type { ImportReport } from './report';

const n = (v: number | null) => (v === null ? '—' : String(v));
const money = (v: number) => v.toLocaleString('es-AR');

/** The report as the command line prints it (decision 032): nothing left out, problems included. */
export function formatReport(report: ImportReport): string {
  const out: string[] = [];
  out.push(
    `${report.dryRun ? 'Simulación (--dry-run): no se escribió nada.' : 'Importación terminada, en una transacción.'} Esquema ${report.version}; temporada activa ${report.activeSeasonId}; Agentes Libres: equipo ${report.freeAgentTeamId}.`,
    '',
    'tabla anterior         filas  se importan  omitidas  → tabla nueva        antes  después',
  );
  for (const t of report.tables)
    out.push(
      `${t.legacy.padEnd(22)} ${String(t.rows).padStart(5)}  ${String(t.imported).padStart(11)}  ${String(t.skipped).padStart(8)}  → ${t.target.padEnd(17)} ${n(t.before).padStart(6)}  ${n(t.after).padStart(7)}`,
    );
  out.push('', 'No se importan:');
  for (const t of report.notImported) out.push(`  ${t.table} (${t.rows} filas): ${t.why}`);
  const l = report.ledger;
  out.push(
    '',
    `Libro mayor: ${l.users} usuarios; presupuestos ${money(l.budgets)}, movimientos ${money(l.ledger)}: ${l.mismatches.length === 0 && l.budgets === l.ledger ? 'cuadra' : `NO cuadra (${l.mismatches.length} usuarios)`}.`,
    '',
    report.standings.length === 0
      ? 'Tablas de posiciones: las guardadas coinciden con las que dan los partidos.'
      : `Tablas de posiciones: ${report.standings.length} filas guardadas no coinciden con los partidos (PJ G E P GF GC Pts):`,
  );
  const line = (s: ImportReport['standings'][number]['stored']) =>
    s ? [s.played, s.won, s.drawn, s.lost, s.goals_for, s.goals_against, s.points].join(' ') : 'no está';
  for (const s of report.standings)
    out.push(
      `  torneo ${s.tournamentId}, equipo ${s.teamId}: guardada ${line(s.stored)}; según los partidos ${line(s.computed)}`,
    );
  out.push(
    '',
    report.problems.length === 0
      ? 'Ninguna fila con problemas.'
      : `Filas con problemas (${report.problems.length}):`,
  );
  for (const p of report.problems) out.push(`  ${p.table} ${p.id ?? ''} ${p.action}: ${p.reason}`);
  return out.join('\n');
}
