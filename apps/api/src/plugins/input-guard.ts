import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../lib/http-errors';

// The same words as the prize and rule-book texts' own check (decision 009).
export const NUL_MESSAGE = 'El texto tiene caracteres no válidos.';

/** The path of the first string (value or key) holding a NUL byte, or undefined. */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulAt(inner, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL byte (it answers with an error the handler would turn into a 500),
 * and no field of the league needs one: any body, query or path value holding one is refused with a
 * 422 before validation (decision 013).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // The URL's NUL can only come percent-encoded (the HTTP parser refuses a raw one): a request
    // without a body and without '%00' in its URL has none to find, and most reads are that.
    if (request.body === undefined && !request.url.includes('%00')) return done();
    for (const part of [request.params, request.query, request.body]) {
      const field = nulAt(part, '');
      if (field !== undefined) return done(unprocessable({ [field || 'body']: [NUL_MESSAGE] }));
    }
    done();
  });
}
