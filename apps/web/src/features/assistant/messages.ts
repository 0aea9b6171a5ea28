import { ASSISTANT_MESSAGES } from '@liga/domain';

/** What the chatbot screen and the scouting button say (decision 014; the error text is the league client's). */
export const assistantMessages = {
  ...ASSISTANT_MESSAGES,
  title: 'Chatbot',
  inputLabel: 'Tu pregunta',
  send: 'Enviar',
  you: 'Vos',
  assistant: 'Asistente',
  sources: 'Fuentes',
  loading: 'Cargando la conversación…',
  scoutingLoading: 'Preparando el informe…',
  scoutingTitle: ASSISTANT_MESSAGES.scoutingButton,
} as const;
