import fp from 'fastify-plugin';

/** Tokens in query strings (the EventSource stream sends `?token=`) never reach a log line. */
export const redactUrl = (url: string): string => url.replace(/([?&]token=)[^&]*/gi, '$1***');

/**
 * One line per request, written when its response closes (so a live stream is logged once, when it
 * ends): method, URL, route, status and duration. Fastify's own two lines per request are off
 * (`disableRequestLogging`), and no body or header is ever logged.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const started = performance.now();
      reply.raw.once('close', () => {
        request.log.info(
          {
            method: request.method,
            url: redactUrl(request.url),
            route: request.routeOptions.url,
            status: reply.raw.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...(reply.raw.writableFinished ? {} : { aborted: true }),
          },
          'request',
        );
      });
    });
  },
  { name: 'request-log' },
);
