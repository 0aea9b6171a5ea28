import { DISCORD_CHANNEL_LABELS } from '@liga/domain';
import { actionLabels, loadMessages } from '../../lib/messages';

/** Texts of /configuracion (Admin): the league's Discord webhooks (decision 034). */
export const settingsMessages = {
  title: 'Configuración',
  noPermission: 'Solo un Admin puede ver y cambiar la configuración.',
  discordTitle: 'Webhooks de Discord',
  discordHint:
    'Pegá la URL del webhook de cada canal (Discord: Editar canal › Integraciones › Webhooks). Vacío: no se publica.',
  loadError: loadMessages.settingsLoadError,
  labels: DISCORD_CHANNEL_LABELS,
  hints: {
    clauses: 'Cuando el staff confirma una cláusula de rescisión.',
    transfers: 'Cuando se confirma una transferencia.',
    auctions: 'Cada subasta nueva y quién la ganó.',
    transferables: 'Una vez por día, los jugadores que sus dueños marcaron como transferibles.',
    reminders: 'Estadísticas pendientes, subastas por cerrar y avisos de quienes eligieron Discord.',
  },
  resultsTitle: 'Resultados por torneo',
  noTournaments: 'La temporada activa no tiene torneos.',
  save: 'Guardar webhooks',
  saving: actionLabels.saving,
  placeholder: 'https://discord.com/api/webhooks/…',
} as const;
