import { LOCKS_PER_TEAM } from '@liga/domain';
import { actionLabels, fieldLabels } from '../../lib/messages';

/** Texts of the squad screen's locks (docs/rules.md §17.1). */
export const locksMessages = {
  title: 'Candados',
  used: (used: number) => `Usaste ${used} de ${LOCKS_PER_TEAM} candados esta temporada.`,
  hint: 'Un jugador con candado no recibe ofertas de cláusula hasta el final de la temporada. No se puede quitar.',
  player: fieldLabels.player,
  choose: actionLabels.choosePlayer,
  lock: 'Poner candado',
  confirmTitle: 'Poner candado',
  confirmBody: (name: string) =>
    `${name} queda protegido de cláusulas toda la temporada; el candado no se quita.`,
  none: 'Todavía no pusiste candados.',
  loadError: 'No se pudieron cargar los candados: ',
  error: 'No se pudo poner el candado.',
} as const;
