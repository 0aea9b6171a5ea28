import { formatMoney, type Player } from '@liga/domain';
import { link, type AskContext, type Grounded } from './context';
import { messages as M } from './messages';
import { playerSeasonTotals } from './queries';

type Totals = Awaited<ReturnType<typeof playerSeasonTotals>>[number];

const perMatch = (n: number, m: number) => (m === 0 ? 0 : n / m);
const fmt = (n: number) => n.toFixed(2).replace('.', ',');

function seasonLine(t: Totals): string {
  return `${t.season}: ${t.matches} partidos, ${t.goals} goles, ${t.assists} asistencias, ${t.mvp} MVP, ${t.yellow} amarillas, ${t.red} rojas, ${t.injuries} lesiones`;
}

function growth(p: Player): string {
  const room = p.pa - p.ca;
  if (room >= 20) return `tiene mucho margen de crecimiento (${room} puntos hasta su PA)`;
  if (room >= 5) return `todavía puede crecer ${room} puntos`;
  return 'está cerca de su techo';
}

/** The trend: goal contributions per match this season against the one before. */
function trend(current: Totals | undefined, previous: Totals | undefined): string {
  if (!current || !previous || current.matches === 0 || previous.matches === 0)
    return 'Sin temporadas suficientes para medir una tendencia.';
  const now = perMatch(current.goals + current.assists, current.matches);
  const before = perMatch(previous.goals + previous.assists, previous.matches);
  const word = now > before * 1.1 ? 'en alza' : now < before * 0.9 ? 'en baja' : 'estable';
  return `Tendencia ${word}: ${fmt(now)} goles + asistencias por partido contra ${fmt(before)} en la ${previous.season}.`;
}

/**
 * A short Spanish scouting report computed from the player's statistics this season and before,
 * his age, CA/PA and value (decision 014): the report the league used to ask a cloud model for.
 */
export async function scoutingReport(ctx: AskContext, p: Player): Promise<Grounded> {
  const seasons = await playerSeasonTotals(ctx.db, p.id);
  const current = seasons.find((s) => s.seasonId === ctx.season?.id);
  const earlier = seasons.filter((s) => s !== current);
  const parts = [
    `Informe de scouting de ${p.name} (${p.id_team.name}).`,
    `${p.age} años, CA ${p.ca} y PA ${p.pa}: ${growth(p)}. Valor: ${formatMoney(p.value)}.`,
    current
      ? `Esta temporada (${seasonLine(current)}).`
      : 'Esta temporada todavía no tiene estadísticas cargadas.',
    earlier.length
      ? `Antes: ${earlier.slice(0, 3).map(seasonLine).join('; ')}.`
      : 'No tiene estadísticas de temporadas anteriores.',
    trend(current, earlier[0]),
  ];
  const total = seasons.reduce((n, s) => n + s.matches, 0);
  if (total > 0) {
    const g = seasons.reduce((n, s) => n + s.goals, 0);
    const a = seasons.reduce((n, s) => n + s.assists, 0);
    parts.push(
      `En total: ${total} partidos, ${fmt(perMatch(g, total))} goles y ${fmt(perMatch(a, total))} asistencias por partido.`,
    );
  }
  return { message: parts.join(' '), sources: [link(M.source.player(p.name), `/players/${p.id}`)] };
}
