import type { DefaultSection } from './default-section';
import { MARKET_SECTIONS } from './default-sections-market';

export type { DefaultSection } from './default-section';

/**
 * The rule book a new league starts with (decision 009: written in our own Spanish from the
 * numbers of docs/rules.md). An Admin edits it per season; the seed stores it for the demo league.
 */
const COMPETITION_SECTIONS: DefaultSection[] = [
  {
    slug: 'divisiones-y-fechas',
    title: 'Divisiones y fechas',
    body: `La liga tiene dos divisiones, **Primera** y **Segunda**, de {{TEAMS_PER_DIVISION}} equipos cada una.

- Cada división juega una fase regular de {{LEAGUE_ROUNDS}} fechas, todos contra todos a una rueda.
- La tabla suma {{POINTS_WIN}} puntos por partido ganado, {{POINTS_DRAW}} por empate y {{POINTS_LOSS}} por derrota. A igualdad de puntos desempatan, en este orden: los partidos entre los equipos empatados (puntos y diferencia de gol), la diferencia de gol general, los goles a favor y el nombre.
- Terminada la fase regular se juegan los playoffs: en Primera, Playin, Cuartos, Semifinal y Final; en Segunda, Cuartos, Semifinal y Final.
- Zonas de la tabla al terminar la fase regular. Primera: {{ZONES_PRIMERA}}. Segunda: {{ZONES_SEGUNDA}}.
- Cada manager dirige un solo equipo.`,
  },
  {
    slug: 'copas',
    title: 'Copas',
    body: `Además de la liga se juegan tres copas:

- **Champions League**: {{UCL_TEAMS}} equipos en {{UCL_GROUPS}} grupos de {{UCL_GROUP_SIZE}}. Los dos primeros de cada grupo pasan a Cuartos; después se juegan la Semifinal (ida y vuelta) y la Final.
- **Europa League**: desde Octavos, a partido único, hasta la Final.
- **Copa Federación**: la primera ronda se juega con {{CUP_FIRST_ROUND_TEAMS}} equipos; los mejor ubicados pasan directo a Octavos.

En las copas, un empate en un cruce se define por penales dentro del mismo partido; el resultado que se carga es el del partido.`,
  },
  {
    slug: 'planteles-y-listas',
    title: 'Planteles y listas de buena fe',
    body: `Cada equipo inscribe una lista de hasta {{LIST_TOTAL}} jugadores: {{LIST_ADULTS}} mayores de {{ADULT_AGE}} años y {{LIST_YOUTH}} de {{ADULT_AGE}} años o menos.

- Un jugador inscripto (**registrado**) no puede darse de baja de la lista durante la temporada.
- Solo pueden jugar partidos oficiales los jugadores inscriptos.
- La aplicación no deja inscribir más jugadores que los que permite la lista.`,
  },
  {
    slug: 'topes-de-ca',
    title: 'Topes de CA',
    body: `El promedio de CA de los {{TOP_SQUAD_SIZE}} mejores jugadores del plantel no puede superar:

| División | Tope |
| --- | --- |
| Primera | {{CA_CAP_PRIMERA}} |
| Segunda | {{CA_CAP_SEGUNDA}} |

Si un plantel tiene menos de {{TOP_SQUAD_SIZE}} jugadores, el promedio se calcula con los que tiene. La pantalla **Plantel** avisa cuando el equipo supera su tope; el equipo que lo supere debe corregirlo antes de la fecha siguiente.`,
  },
  {
    slug: 'objetivos',
    title: 'Objetivos de temporada',
    body: `Al comienzo de la temporada cada equipo recibe un objetivo según la fuerza de su plantel (promedio de CA de los jugadores inscriptos), visible en **Equipos**.

Al final de la temporada, por cada escalón que el equipo quede **por encima** de su objetivo recibe {{OBJECTIVE_STEP}}; por cada escalón **por debajo**, paga {{OBJECTIVE_STEP}}.`,
  },
  {
    slug: 'premios',
    title: 'Premios',
    body: `Los premios se pagan al presupuesto del manager del equipo, una sola vez por torneo, equipo y posición.

- Campeón de Primera: {{PRIZE_FIRST_PRIMERA}}.
- Campeón de Segunda: {{PRIZE_FIRST_SEGUNDA}}.
- Goleador del torneo: {{SCORER_BONUS}} para su equipo.
- Máximo asistidor del torneo: {{ASSISTS_BONUS}} para su equipo.

Si hay empate en goles o asistencias, cada equipo de los jugadores empatados recibe el bono completo. Solo reciben premios los equipos de Primera y Segunda. La organización carga hasta {{MAX_PRIZES}} premios por vez, o aplica la tabla de premios del torneo cuando termina.`,
  },
];

const MATCH_SECTIONS: DefaultSection[] = [
  {
    slug: 'carga-de-resultados',
    title: 'Carga de resultados y reclamos',
    body: `- Los datos del partido (resultado y estadísticas de cada jugador) se cargan dentro de las {{DATA_ENTRY_HOURS}} horas de terminado.
- Cada equipo marca quiénes jugaron (**Jugó**: los titulares y los que entraron) y elige **un MVP por equipo** entre ellos. La columna PJ cuenta esos partidos.
- Un resultado puede reclamarse dentro de las {{RESULT_CLAIM_HOURS}} horas de cargado, con las capturas del partido.
- Demoras en la carga:

| Demora | Sanción |
| --- | --- |
| más de {{LATE_ENTRY_1}} h | apercibimiento |
| más de {{LATE_ENTRY_2}} h | amonestación |
| más de {{LATE_ENTRY_3}} h | el partido se da por perdido al equipo que no cargó |`,
  },
  {
    slug: 'suspensiones',
    title: 'Suspensiones',
    body: `Las suspensiones se calculan solas a partir de las estadísticas cargadas y se ven en **Estadísticas** de cada equipo.

- **Liga**: cada {{YELLOWS_LEAGUE}} amarillas acumuladas, {{RED_CARD_BAN}} fecha de suspensión; al llegar a {{YELLOWS_LEAGUE_DOUBLE}} (y a cada múltiplo), {{DIRECT_RED_BAN}} fechas.
- **Copas**: cada {{YELLOWS_CUP}} amarillas, la fecha siguiente; cada {{YELLOWS_CUP_DOUBLE}}, también la que le sigue. Las amarillas vuelven a cero en las semifinales.
- Roja: {{RED_CARD_BAN}} fecha. Roja directa: {{DIRECT_RED_BAN}} fechas.
- Lesión: {{INJURY_BAN}} fecha afuera. Lesión grave: {{SERIOUS_INJURY_BAN}} fechas.

Un jugador suspendido no puede figurar con estadísticas en el partido de una fecha en la que está suspendido.`,
  },
  {
    slug: 'cambios',
    title: 'Cambios',
    body: `Cada equipo puede hacer hasta {{MAX_SUBSTITUTIONS}} cambios por partido. Un jugador que sale no vuelve a entrar.`,
  },
  {
    slug: 'apercibimientos-y-amonestaciones',
    title: 'Apercibimientos y amonestaciones',
    body: `- El **apercibimiento** es un llamado de atención que queda registrado.
- La **amonestación** es una sanción: la organización decide la multa según la falta.
- Dos apercibimientos en la misma temporada equivalen a una amonestación.`,
  },
  {
    slug: 'retiros',
    title: 'Retiros',
    body: `Un equipo que no se presenta a jugar un partido (retiro) lo pierde y paga una multa que crece con cada retiro de la temporada: {{WITHDRAWAL_PENALTIES}}. Si el retiro no se avisó antes del partido, se suman {{WITHDRAWAL_UNNOTIFIED_EXTRA}}.`,
  },
  {
    slug: 'postergaciones',
    title: 'Postergaciones',
    body: `Un partido puede postergarse una sola vez, de común acuerdo entre los dos managers y avisando a la organización antes de la hora fijada. El partido postergado se juega antes de la fecha siguiente; si no se juega, la organización define el resultado.`,
  },
];

// Marked pure so the web bundle, which never shows the defaults, leaves them out.
export const DEFAULT_RULEBOOK: readonly DefaultSection[] = /* @__PURE__ */ COMPETITION_SECTIONS.concat(
  MARKET_SECTIONS,
  MATCH_SECTIONS,
);
