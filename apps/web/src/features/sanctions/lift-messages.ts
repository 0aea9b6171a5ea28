/** The manager's request to lift a suspension (docs/rules.md §17.4). */
export const liftRequestMessages = {
  title: 'Levantar una suspensión pagando',
  choose: 'Jugador, partido y suspensión',
  none: 'No tenés jugadores suspendidos para los próximos partidos.',
  loadError: 'No se pudieron cargar las suspensiones.',
  error: 'No se pudo enviar el pedido.',
  notLiftable: 'no se puede levantar',
  costs: (price: string) => `Precio: ${price}. Se cobra cuando el staff aprueba el pedido.`,
  ask: 'Pedir levantar',
  sending: 'Enviando...',
  mine: 'Tus pedidos pendientes',
  confirm: (player: string, match: string, cause: string, price: string) =>
    `¿Pedir levantar la suspensión de ${player} (${cause}) para ${match}? Cuesta ${price}: se cobra cuando el staff lo aprueba.`,
} as const;
