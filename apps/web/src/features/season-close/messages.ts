import { PAGE_FORBIDDEN } from '@liga/domain';
import { countLabels, fieldLabels } from '../../lib/messages';

/** What /temporadas says (decision 024). */
export const seasonCloseMessages = {
  title: 'Cierre de temporada',
  noPermission: PAGE_FORBIDDEN,
  season: 'Temporada',
  loading: 'Cargando la vista previa…',
  noSeason: 'No hay una temporada activa para cerrar.',
  pending: (n: number) =>
    n === 1
      ? 'Queda 1 partido sin resultado: la tabla se congela como está.'
      : `Quedan ${n} partidos sin resultado: las tablas se congelan como están.`,
  promoted: 'Ascienden a Primera',
  relegated: 'Descienden a Segunda',
  none: 'Nadie',
  /** Why a team moves besides its table place (docs/decisions/024). */
  movedBy: { playout: 'perdió el Playout', playoff: 'por el play-off' } as Record<string, string>,
  objectives: 'Objetivos',
  noObjectives: 'No hay equipos con objetivo.',
  objective: 'Objetivo',
  result: 'Resultado',
  amount: 'Monto',
  owner: 'Manager',
  noOwner: 'Sin manager: no cobra ni paga',
  met: fieldLabels.met,
  missed: fieldLabels.missed,
  next: 'Temporada siguiente',
  matches: countLabels.matches,
  teams: (n: number) => (n === 1 ? '1 equipo' : `${n} equipos`),
  noFixture: 'sin fixture',
  close: 'Cerrar temporada',
  confirmClose: (name: string) => `¿Cerrar la ${name}?`,
  confirmCloseBody:
    'Se congelan las tablas, se pagan los objetivos, los equipos cambian de división y empieza la temporada siguiente.',
  closedAt: (when: string) => `Cerrada el ${when}.`,
  reopen: 'Reabrir temporada',
  confirmReopen: (name: string) => `¿Reabrir la ${name}?`,
  confirmReopenBody:
    'Se devuelve el dinero de los objetivos, los equipos vuelven a su división y se borra la temporada siguiente.',
  cannotReopen: 'Ya no se puede reabrir: la temporada nueva ya tiene resultados o movimientos.',
  ok: 'Listo',
} as const;
