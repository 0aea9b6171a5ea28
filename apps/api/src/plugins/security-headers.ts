import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer (issue 11 item 10). The token lives in localStorage (spec), so
 * the CSP is what keeps an injected script from running: the built SPA loads only its own module
 * scripts and stylesheets, React sets styles through the CSSOM (which CSP allows), and the API is
 * same-origin. No `upgrade-insecure-requests`: a league on a LAN address is served over plain HTTP.
 * /api/docs sets its own CSP (@fastify/swagger-ui `staticCSP`, hashes of its inline scripts).
 */
export default fp(async (app) => {
  await app.register(helmet, {
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
  });

  // Answers of the API are private to their caller (tokens, budgets): no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.header('cache-control', 'no-store');
  });
});
