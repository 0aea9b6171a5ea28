import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import { helmetHeaders } from '../../plugins/security-headers';
import { redactUrl } from '../../lib/stream-tickets';
import type { CachedAnswer } from './cache';

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer of a cached page, its headers built once (decision 043). */
interface Ready {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer | null;
}

/** A public page's URL and the route template it is counted and logged under. */
export interface LeanPage {
  route: string;
  answer: () => Promise<CachedAnswer>;
  /** The answer when it is kept and known current without a read (PGlite), else undefined. */
  kept: () => CachedAnswer | undefined;
}

/** The headers a public answer carries, beside the security headers of every answer (decision 035). */
export function answerHeaders(a: CachedAnswer, csp: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': a.type,
    etag: a.etag,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
  if (csp) headers['content-security-policy'] = csp;
  return headers;
}

/** The encoding a public answer is sent in: brotli or gzip when kept and accepted, else as is. */
export function encodingFor(a: CachedAnswer, accepts: string): Encoding {
  if (a.br && /\bbr\b/.test(accepts)) return 'br';
  if (a.gzip && /\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

/**
 * The lean path of the cached public pages (decision 043): a request listener in front of Fastify's
 * that answers GET and HEAD of a known page from its cached answer, with headers built once per
 * answer and encoding, counted in the same metrics and logged in the same line as any request.
 * Anything else, and any failure to find the page's answer, goes to Fastify untouched.
 */
export function installLeanPath(
  app: FastifyInstance,
  options: {
    pageAt: (path: string) => LeanPage | null;
    csp: (a: CachedAnswer) => string | null;
    level: 'info' | 'debug';
  },
): void {
  const security = helmetHeaders();
  const prepared = new WeakMap<CachedAnswer, Record<Encoding | 304, Ready>>();
  const prepare = (a: CachedAnswer) => {
    // The page's own headers replace helmet's of the same name (its CSP), as Fastify's reply does.
    const own = answerHeaders(a, options.csp(a));
    const base: OutgoingHttpHeaders = {};
    for (const [name, value] of security) if (!(name.toLowerCase() in own)) base[name] = value;
    Object.assign(base, own);
    const ready = (encoding: Encoding): Ready => {
      const body = encoding === 'identity' ? a.body : a[encoding]!;
      const encoded = encoding === 'identity' ? {} : { 'content-encoding': encoding };
      return {
        status: a.status,
        headers: { ...base, ...encoded, 'content-length': String(body.length) },
        body,
      };
    };
    const answers = {
      br: a.br ? ready('br') : ready('identity'),
      gzip: a.gzip ? ready('gzip') : ready('identity'),
      identity: ready('identity'),
      304: { status: 304, headers: base, body: null },
    };
    prepared.set(a, answers);
    return answers;
  };

  const lean = new Counter({
    name: 'public_pages_lean_total',
    help: 'Páginas públicas respondidas desde la caché antes de Fastify (también en http_requests_total)',
    registers: [app.metrics],
  });
  const count = (method: string, route: string, status: number, seconds: number) => {
    lean.inc();
    app.countRequest(method, route, status, seconds);
  };

  function send(req: IncomingMessage, res: ServerResponse, page: LeanPage, a: CachedAnswer, started: number) {
    const answers = prepared.get(a) ?? prepare(a);
    const accepts = req.headers['accept-encoding'];
    const encoding = encodingFor(a, accepts ?? '');
    const fresh = a.status === 200 && req.headers['if-none-match'] === a.etag;
    // Another encoding asked for ('*', 'deflate'): Fastify's compression plugin chooses (decision 043).
    if (!fresh && encoding === 'identity' && accepts) return false;
    const ready = fresh ? answers[304] : answers[encoding];
    res.writeHead(ready.status, ready.headers);
    res.end(req.method === 'HEAD' ? undefined : ready.body);
    const ms = performance.now() - started;
    count(req.method!, page.route, ready.status, ms / 1000);
    app.log[options.level](
      {
        method: req.method,
        url: redactUrl(req.url!),
        route: page.route,
        status: ready.status,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
    return true;
  }

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const server = app.server;
  const [fastify] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify) return;
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const page = !closing && (req.method === 'GET' || req.method === 'HEAD') ? pageAt(req.url!) : null;
    if (!page) return fastify(req, res);
    const started = performance.now();
    // A page kept and known current is sent in this turn, with no promise in between.
    const kept = page.kept();
    if (kept) {
      answerWith(req, res, page, kept, started);
      return;
    }
    page.answer().then(
      (a) => answerWith(req, res, page, a, started),
      // Not rendered (a database error): Fastify renders it again and answers as it would.
      () => fastify(req, res),
    );
  });
  function answerWith(
    req: IncomingMessage,
    res: ServerResponse,
    page: LeanPage,
    a: CachedAnswer,
    started: number,
  ) {
    try {
      if (!send(req, res, page, a, started)) fastify!(req, res);
    } catch (error) {
      app.log.error({ err: error }, 'página pública');
    }
  }
  const pageAt = (url: string) => {
    const at = url.indexOf('?');
    return options.pageAt(at === -1 ? url : url.slice(0, at));
  };
}
