import type { Grounded } from './context';

export interface LlmConfig {
  url: string;
  key?: string | undefined;
  model: string;
  timeoutMs: number;
}

const SYSTEM =
  'Sos el asistente de una liga de fútbol simulado. Reescribí en español rioplatense, claro y breve, la respuesta que te dan. ' +
  'No agregues datos, no quites números ni nombres, no inventes nada. Devolvé solo el texto reescrito.';

/** Every number of the grounded answer must survive the rephrasing, or the rephrasing is dropped. */
const numbersOf = (text: string) => text.match(/\d[\d.,:]*/g) ?? [];
const keepsFacts = (grounded: string, rephrased: string) =>
  numbersOf(grounded).every((n) => rephrased.includes(n.replace(/[.,:]$/, '')));

/**
 * Optional rephrasing by an OpenAI-compatible chat endpoint (ASSISTANT_LLM_*). The model sees only
 * the question and the grounded public answer — never an answer holding the caller's own private data
 * and never anyone else's — and any failure, timeout or lost fact falls back to the grounded text.
 */
export async function rephrase(
  config: LlmConfig | null,
  question: string,
  grounded: Grounded,
): Promise<string> {
  if (!config || grounded.personal) return grounded.message;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `Pregunta: ${question}\n\nRespuesta: ${grounded.message}` },
        ],
      }),
    });
    if (!res.ok) return grounded.message;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '' || text.length > 2000) return grounded.message;
    return keepsFacts(grounded.message, text) ? text.trim() : grounded.message;
  } catch {
    return grounded.message;
  } finally {
    clearTimeout(timer);
  }
}
