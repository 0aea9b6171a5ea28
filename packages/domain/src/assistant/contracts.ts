import { z } from 'zod';

export const ASSISTANT_MESSAGE_MAX = 500;

/** POST /chatbot (decision 012): the question; an empty one is refused (the screen never sends it). */
export const AskAssistantSchema = z.object({
  content: z
    .string({ error: 'Escribí una pregunta.' })
    .trim()
    .min(1, 'Escribí una pregunta.')
    .max(ASSISTANT_MESSAGE_MAX, `La pregunta no puede superar ${ASSISTANT_MESSAGE_MAX} caracteres.`)
    .refine((s) => !s.includes('\u0000'), 'La pregunta tiene caracteres no válidos.'),
});

/** A page an answer comes from: a rule-book section, a player, a match, a standings table. */
export const AssistantSourceSchema = z.object({ label: z.string(), href: z.string() });
export type AssistantSource = z.infer<typeof AssistantSourceSchema>;

/** The answer: `message` as the league's client reads it, plus its sources and follow-up suggestions. */
export const AssistantAnswerSchema = z.object({
  message: z.string(),
  sources: z.array(AssistantSourceSchema),
  suggestions: z.array(z.string()),
});

export const AssistantMessageSchema = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(AssistantSourceSchema),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

/** GET /chatbot: the caller's conversation (oldest first) and questions to start with. */
export const AssistantHistorySchema = z.object({
  data: z.array(AssistantMessageSchema),
  suggestions: z.array(z.string()),
});
export type AssistantHistory = z.infer<typeof AssistantHistorySchema>;

export const ScoutingReportSchema = z.object({ report: z.string(), sources: z.array(AssistantSourceSchema) });
