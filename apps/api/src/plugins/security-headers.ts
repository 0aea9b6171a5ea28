import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer (decision 013). The token lives in localStorage (spec), so
 * the CSP is what keeps an injected script from running: the built SPA loads only its own module
 * scripts and stylesheets, React sets styles through the CSSOM (which CSP allows), and the API is
 * same-origin. No `upgrade-insecure-requests`: a league on a LAN address is served over plain HTTP.
 * /api/docs sets its own CSP (@fastify/swagger-ui `staticCSP`, hashes of its inline scripts).
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Helmet's headers, computed once. Our options hold no per-request value (no nonce), so every answer
 * gets the same set; @fastify/helmet rebuilt the whole middleware, CSP parsing included, on each
 * request (a tenth of a millisecond per request in a CPU profile under load).
 */
export function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

export default fp(async (app) => {
  const headers = helmetHeaders();
  // On the raw response, as helmet does: a hijacked answer (the live-event stream) gets them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Answers of the API are private to their caller (tokens, budgets): no cache may keep them.
  // A callback hook, like the one above: an async one costs a promise and a turn per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
