import { fieldLabels, sectionTitles, statisticLabels } from '../../lib/messages';

/** Texts of the standings screen (the league client's wording). */
export const standingsMessages = {
  title: sectionTitles.standings,
  loadError: 'No se pudo obtener la información',
  empty: 'Este torneo todavía no tiene equipos en la tabla.',
  chooseTournament: 'Elegí un torneo para ver su tabla.',
  group: fieldLabels.group,
  showAll: 'Ver todo',
  showLess: 'Ver menos',
  ownTeam: 'tu equipo',
  legendTitle: 'Referencias de la tabla',
  zoneRange: (from: number, to: number) => (from === to ? `${from}.º` : `${from}.º–${to}.º`),
  headToHeadMark: '*',
  headToHeadLegend:
    'Puesto decidido por enfrentamiento directo: a igualdad de puntos cuentan primero los partidos entre los equipos empatados (puntos y diferencia de gol).',
  colPosition: fieldLabels.position,
  colTeam: fieldLabels.team,
  colPlayed: statisticLabels.matchesPlayedShort,
  colWon: 'PG',
  colDrawn: 'PE',
  colLost: 'PP',
  colFor: 'GF',
  colAgainst: 'GC',
  colDifference: 'DG',
  colPoints: 'Pts',
  titles: {
    PJ: statisticLabels.matchesPlayed,
    PG: 'Partidos ganados',
    PE: 'Partidos empatados',
    PP: 'Partidos perdidos',
    GF: 'Goles a favor',
    GC: 'Goles en contra',
    DG: 'Diferencia de gol',
    Pts: fieldLabels.points,
  } as Record<string, string>,
} as const;
