/** What the chatbot screen and the API say, in Spanish (the error text is the league client's). */
export const ASSISTANT_MESSAGES = {
  error: 'Ocurrió un error al procesar tu solicitud.',
  rateLimited: 'Estás enviando preguntas demasiado rápido. Esperá un minuto y volvé a intentar.',
  placeholder: 'Preguntá sobre el reglamento, tu equipo o la liga…',
  empty: 'Todavía no hay mensajes. Probá con una de estas preguntas:',
  thinking: 'Pensando…',
  scoutingButton: 'Informe de scouting',
} as const;

/** Questions offered on a first visit and after an answer it could not give. */
export const ASSISTANT_SUGGESTIONS = [
  '¿Cuántas amarillas para una suspensión?',
  '¿Cuánto puedo pagar por una cláusula?',
  '¿Cuál es mi presupuesto?',
  '¿Cuándo es mi próximo partido?',
  '¿Quiénes son los goleadores?',
  '¿Cuándo se revelan las ofertas?',
] as const;
