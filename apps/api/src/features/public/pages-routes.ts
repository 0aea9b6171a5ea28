import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cachedAnswer, publicCache, type CachedAnswer } from './cache';
import { html } from './html';
import { answerHeaders, encodingFor, installLeanPath, type LeanPage } from './lean';
import { NAV, PUBLIC_CSP, page } from './layout';
import { messages as M } from './messages';
import { ogPng } from './og-image';
import { PAGES, pagePath, type PageContext, type PageName } from './service';
import { readPublicSettings } from './settings';
import { robotsTxt, sitemapXml } from './sitemap';

const HTML = 'text/html; charset=utf-8';
const MAX_ID = 2_147_483_647;

/** An id from the URL, or null for anything that is not one (a 404 page, never a 500). */
const idOf = (text: string | undefined): number | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
};

const ogPath = (name: PageName, id?: number) => `/liga/og/${name}${id === undefined ? '' : `-${id}`}.png`;

/**
 * The public pages under /liga, their preview images, /sitemap.xml and /robots.txt (decision 035).
 * Each answer is rendered once and kept, compressed, until a table it shows changes (cache.ts).
 */
const routes: FastifyPluginAsync<{ requestLog?: 'info' | 'debug' }> = async (app, options) => {
  const cache = publicCache(app);
  const origin = (app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`).replace(/\/+$/, '');
  const settings = () => cache.get('settings', () => readPublicSettings(app.db));
  const context = async (): Promise<PageContext> => ({
    db: app.db,
    settings: await settings(),
    now: app.clock.now(),
    timeZone: app.env.LEAGUE_TIMEZONE,
  });

  const notice = (status: number, path: string, title: string, text: string) =>
    cachedAnswer(
      status,
      HTML,
      Buffer.from(
        page(
          origin,
          { path, title, description: text, image: ogPath('inicio'), nav: [] },
          html`<h1>${title}</h1>
            <p>${text}</p>`,
        ),
      ),
    );

  function pageKey(name: PageName, id?: number): string {
    // The bets' open or closed state moves with the clock (kick-off): that page is kept one minute at most.
    const minute = name === 'apuestas' ? Math.floor(app.clock.now().getTime() / 60_000) : '';
    return `page:${name}:${id ?? ''}:${minute}`;
  }

  function render(name: PageName, id?: number): Promise<CachedAnswer> {
    return cache.get(pageKey(name, id), async () => {
      const c = await context();
      const path = pagePath(name, id);
      if (!c.settings.enabled) return notice(404, path, M.unavailableTitle, M.unavailable);
      const built = await PAGES[name](c, id as number);
      if (!built) return notice(404, path, M.notFoundTitle, M.notFound);
      const nav = c.settings.show_bets ? NAV : NAV.filter(([href]) => href !== '/liga/apuestas');
      const meta = { path, title: built.title, description: built.description, image: ogPath(name, id), nav };
      return cachedAnswer(200, HTML, Buffer.from(page(origin, meta, built.body)));
    });
  }

  async function image(name: PageName, id?: number): Promise<CachedAnswer | null> {
    return cache.get(`og:${name}:${id ?? ''}`, async () => {
      const c = await context();
      if (!c.settings.enabled) return null;
      const built = await PAGES[name](c, id as number);
      return built ? cachedAnswer(200, 'image/png', await ogPng(built.og), false) : null;
    });
  }

  const csp = (a: CachedAnswer) => (a.type === HTML ? PUBLIC_CSP : null);
  function send(request: FastifyRequest, reply: FastifyReply, a: CachedAnswer) {
    reply.code(a.status).headers(answerHeaders(a, csp(a)));
    if (a.status === 200 && request.headers['if-none-match'] === a.etag) return reply.code(304).send();
    const encoding = encodingFor(a, request.headers['accept-encoding'] ?? '');
    if (encoding === 'identity') return reply.send(a.body);
    return reply.header('content-encoding', encoding).send(a[encoding]);
  }

  const unknown = () => notice(404, '/liga', M.notFoundTitle, M.notFound);
  const listed: [string, PageName][] = [
    ['/liga', 'inicio'],
    ['/liga/tablas', 'tablas'],
    ['/liga/estadisticas', 'estadisticas'],
    ['/liga/partidos', 'partidos'],
    ['/liga/equipos', 'equipos'],
    ['/liga/apuestas', 'apuestas'],
    ['/liga/reglamento', 'reglamento'],
  ];
  for (const [url, name] of listed)
    app.get(url, { config: { public: true } }, async (request, reply) =>
      send(request, reply, await render(name)),
    );

  const withId: [string, PageName][] = [
    ['/liga/partidos/:id', 'partido'],
    ['/liga/equipos/:id', 'equipo'],
    ['/liga/jugadores/:id', 'jugador'],
  ];
  for (const [url, name] of withId)
    app.get<{ Params: { id: string } }>(url, { config: { public: true } }, async (request, reply) => {
      const id = idOf(request.params.id);
      return send(request, reply, id === null ? unknown() : await render(name, id));
    });

  // A cached page answered in front of Fastify, as the routes above answer it (decision 043).
  const lean = (route: string, name: PageName, id?: number): LeanPage => ({
    route,
    answer: () => render(name, id),
    kept: () => cache.peek<CachedAnswer>(pageKey(name, id)),
  });
  const exact = new Map(listed.map(([url, name]) => [url, lean(url, name)]));
  const prefixed = withId.map(([url, name]) => [url.slice(0, -':id'.length), url, name] as const);
  installLeanPath(app, {
    csp,
    level: options.requestLog ?? 'info',
    pageAt(path): LeanPage | null {
      const page = exact.get(path);
      if (page || !path.startsWith('/liga/')) return page ?? null;
      for (const [prefix, route, name] of prefixed) {
        const id = path.startsWith(prefix) ? idOf(path.slice(prefix.length)) : null;
        if (id !== null) return lean(route, name, id);
      }
      return null;
    },
  });

  // With a trailing slash (/liga/, /liga/partidos/7/) the same page moves, for good, to its one
  // address: a shared link opens it instead of falling through to the app, and search engines index
  // one URL per page (its canonical link).
  for (const [url] of [...listed, ...withId])
    app.get(`${url}/`, { config: { public: true } }, (request, reply) => {
      const at = request.url.indexOf('?');
      const path = at === -1 ? request.url : request.url.slice(0, at);
      return reply.redirect(path.replace(/\/+$/, '') + (at === -1 ? '' : request.url.slice(at)), 301);
    });

  app.get<{ Params: { file: string } }>(
    '/liga/og/:file',
    { config: { public: true } },
    async (request, reply) => {
      const match = /^([a-z]+)(?:-(\d{1,10}))?\.png$/.exec(request.params.file);
      const name = match?.[1] as PageName | undefined;
      const id = match?.[2] === undefined ? undefined : idOf(match[2]);
      const answer = name && name in PAGES && id !== null ? await image(name, id) : null;
      if (!answer) return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado.');
      return send(request, reply, answer);
    },
  );

  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const answer = await cache.get('sitemap', async () =>
      cachedAnswer(
        200,
        'application/xml; charset=utf-8',
        Buffer.from(await sitemapXml(app.db, origin, await settings())),
      ),
    );
    return send(request, reply, answer);
  });

  const robots = cachedAnswer(200, 'text/plain; charset=utf-8', Buffer.from(robotsTxt(origin)));
  app.get('/robots.txt', { config: { public: true } }, (request, reply) => send(request, reply, robots));
};

export default routes;
