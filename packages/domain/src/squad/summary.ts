import {
  DIVISION_CA_CAP,
  LIST_LIMITS,
  TOP_SQUAD_SIZE,
  ageCounts,
  formatAverage,
  isDivision,
  roundAverage,
  topAverageCa,
  type AgeCounts,
} from './rules';
import { REGISTERED } from './status';

export interface SquadPlayerLike {
  age: number;
  ca: number;
  status: string;
}

export interface SquadSummary {
  /** Top-16 average CA of the whole squad, compared with the division cap. */
  average_ca: number;
  ca_cap: number | null;
  over_cap: boolean;
  /** Top-16 average CA of the registered players: the figure objectives are ranked by. */
  registered_average_ca: number;
  counts: AgeCounts;
  registered: AgeCounts;
  limits: AgeCounts;
}

export function squadSummary(players: readonly SquadPlayerLike[], division: string | null): SquadSummary {
  const registered = players.filter((p) => p.status === REGISTERED);
  const average = topAverageCa(players.map((p) => p.ca));
  const cap = isDivision(division) ? DIVISION_CA_CAP[division] : null;
  return {
    average_ca: roundAverage(average),
    ca_cap: cap,
    over_cap: cap !== null && average > cap,
    registered_average_ca: roundAverage(topAverageCa(registered.map((p) => p.ca))),
    counts: ageCounts(players.map((p) => p.age)),
    registered: ageCounts(registered.map((p) => p.age)),
    limits: { ...LIST_LIMITS },
  };
}

function registeredPhrase(n: number): string {
  if (n === 0) return 'No tenés jugadores registrados';
  return n === 1 ? 'Tenés 1 jugador registrado' : `Tenés ${n} jugadores registrados`;
}

/** What the squad screen warns a manager about, in Spanish. */
export function squadWarnings(summary: SquadSummary, division: string | null): string[] {
  const warnings: string[] = [];
  if (summary.over_cap && summary.ca_cap !== null) {
    warnings.push(
      `La media de CA de tus ${TOP_SQUAD_SIZE} mejores jugadores (${formatAverage(summary.average_ca)}) supera el tope de ${division} (${summary.ca_cap}).`,
    );
  }
  const { adults, youth } = summary.registered;
  if (adults > summary.limits.adults) {
    warnings.push(
      `Tenés ${adults} jugadores mayores de 20 años registrados; el máximo es ${summary.limits.adults}.`,
    );
  }
  if (youth > summary.limits.youth) {
    warnings.push(
      `Tenés ${youth} jugadores de 20 años o menos registrados; el máximo es ${summary.limits.youth}.`,
    );
  }
  if (isDivision(division) && summary.registered.total < TOP_SQUAD_SIZE) {
    warnings.push(
      `${registeredPhrase(summary.registered.total)}: la media de CA de los objetivos se calcula solo con ellos (se toman los ${TOP_SQUAD_SIZE} mejores).`,
    );
  }
  return warnings;
}
