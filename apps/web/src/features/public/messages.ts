import { actionLabels } from '../../lib/messages';

/** The public pages' settings and links in the app (decision 035). */
export const publicMessages = {
  title: 'Páginas públicas',
  intro: 'Lo que ve en /liga quien no tiene cuenta: tablas, resultados, equipos, jugadores y reglamento.',
  enabled: 'Páginas públicas activas',
  enabledHint: 'Apagadas, /liga responde "no disponible" y los enlaces compartidos piden iniciar sesión.',
  showValues: 'Mostrar el valor de los jugadores',
  showBets: 'Mostrar las apuestas',
  save: actionLabels.save,
  saved: 'Configuración de las páginas públicas guardada.',
  loadError: 'No se pudo cargar la configuración de las páginas públicas: ',
  open: 'Ver la liga en público',
} as const;
