import { actionLabels, sectionTitles } from '../../lib/messages';

/** Spanish texts of the notification centre. */
export const notificationMessages = {
  title: 'Notificaciones',
  bell: (n: number) =>
    n === 0 ? 'Notificaciones' : n === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${n} sin leer`,
  tab: sectionTitles.notifications,
  today: 'Hoy',
  yesterday: 'Ayer',
  empty: 'No tenés notificaciones.',
  loadError: 'No se pudieron cargar las notificaciones.',
  markAll: 'Marcar todas como leídas',
  markOne: 'Marcar como leída',
  unread: 'Sin leer',
  more: 'Ver más',
  preferences: 'Preferencias',
  back: actionLabels.back,
  preferencesTitle: 'Preferencias de notificaciones',
  preferencesIntro: 'Elegí por dónde te llega cada aviso: en la app, por Discord, por ambos o por ninguno.',
  channels: { app: 'App', discord: 'Discord', both: 'Ambos', none: 'Ninguno' },
  save: actionLabels.save,
  saved: 'Preferencias de avisos guardadas.',
  pushTitle: 'Avisos push en este dispositivo',
  pushIntro: 'Con la app instalada, los avisos que te llegan en la app también aparecen en el teléfono.',
  pushOn: 'Activar avisos push',
  pushOff: 'Desactivar avisos push',
  pushActive: 'Los avisos push están activados en este dispositivo.',
  pushUnsupported: 'Este navegador no admite avisos push.',
  pushDenied: 'El navegador bloqueó los avisos: habilitalos en la configuración del sitio.',
  pushError: 'No se pudieron cambiar los avisos push.',
} as const;
