import type { Grounded } from './context';
import { refuseRewording, type Refusal } from './rewording-guard';

export interface LlmConfig {
  url: string;
  key?: string | undefined;
  model: string;
  timeoutMs: number;
}

const SYSTEM =
  'Sos el asistente de una liga de fútbol simulado. Reescribí en español rioplatense, claro y breve, la respuesta que te dan. ' +
  'No agregues datos, enlaces ni pedidos, no quites números ni nombres, no inventes nada. Devolvé solo el texto reescrito.';

/**
 * Optional rephrasing by an OpenAI-compatible chat endpoint (ASSISTANT_LLM_*). The model sees only
 * the question and the grounded public answer — never an answer holding the caller's own private data
 * and never anyone else's — and any failure, timeout, or rewording that does more than reword
 * (rewording-guard.ts, decision 014) falls back to the grounded text; `refused` hears why.
 */
export async function rephrase(
  config: LlmConfig | null,
  question: string,
  grounded: Grounded,
  refused: (reason: Refusal) => void = () => {},
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
    if (typeof text !== 'string') return grounded.message;
    const refusal = refuseRewording(grounded.message, text);
    if (refusal) refused(refusal);
    return refusal ? grounded.message : text.trim();
  } catch {
    return grounded.message;
  } finally {
    clearTimeout(timer);
  }
}
