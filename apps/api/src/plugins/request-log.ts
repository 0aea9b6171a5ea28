import fp from 'fastify-plugin';
import { redactUrl } from '../lib/stream-tickets';

// Tokens and stream tickets in query strings never reach a log line (every spelling: lib/stream-tickets).

/**
 * One line per request, written when its response closes (so a live stream is logged once, when it
 * ends): method, URL, route, status and duration. Fastify's own two lines per request are off
 * (`disableRequestLogging`), and no body or header is ever logged. The JSON log writes it at `info`;
 * the readable one of a developer's machine at `debug`, so that a page load is not a screenful of asset
 * lines (decision 029).
 */
export default fp<{ level: 'info' | 'debug' }>(
  async (app, { level }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const started = performance.now();
      reply.raw.once('close', () => {
        request.log[level](
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
      done();
    });
  },
  { name: 'request-log' },
);
