export const messages = {
  notConfigured: 'Discord no está configurado',
  onlyOwn: 'Solo podés vincular tu propia cuenta de Discord.',
  linked: (name: string) => `Cuenta de Discord vinculada: ${name}`,
  invalidState: 'El enlace de Discord no es válido o ya fue usado. Volvé a intentarlo.',
  denied: 'Se canceló la vinculación con Discord.',
  failed: 'No se pudo vincular la cuenta de Discord. Volvé a intentarlo.',
  alreadyLinked: 'Esa cuenta de Discord ya está vinculada a otro usuario.',
} as const;
