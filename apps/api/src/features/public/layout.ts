import { createHash } from 'node:crypto';
import { html, trusted, type Html } from './html';
import { messages as M } from './messages';

/**
 * The public pages' shell (decision 035): one inline style block (phone first, AA contrast), landmarks,
 * a skip link, the section links and the way into the app. No script: the page is whole as it arrives.
 */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
a{color:#14532d}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:9}
header{background:#14532d;color:#fff;padding:12px 16px}header a{color:#fff}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;max-width:960px;margin:0 auto}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none}.enter{font-size:.9rem;border:1px solid #fff;border-radius:6px;padding:4px 10px;text-decoration:none}
nav ul{display:flex;flex-wrap:wrap;gap:4px 14px;list-style:none;margin:8px auto 0;padding:0;max-width:960px}
nav a{display:inline-block;padding:6px 0;font-size:.95rem}nav a[aria-current=page]{font-weight:700;text-decoration:underline}
main{max-width:960px;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:.2em 0 .6em;color:#14532d}h2{font-size:1.2rem;margin:1.4em 0 .5em}h3{font-size:1.05rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem;background:#fff}
caption{text-align:left;font-weight:600;padding:6px 0}th,td{padding:6px 8px;border-bottom:1px solid #e7e5e4;text-align:left}
th{background:#14532d;color:#fff;font-weight:600}td.n,th.n{text-align:right}
.z-promotion td:first-child,.z-playoff td:first-child{box-shadow:inset 4px 0 #15803d}.z-playin td:first-child,.z-playout td:first-child{box-shadow:inset 4px 0 #b45309}.z-relegation td:first-child{box-shadow:inset 4px 0 #b91c1c}
ul.cards{list-style:none;padding:0;display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.cards li{background:#fff;border:1px solid #e7e5e4;border-radius:8px;padding:10px 12px}.muted{color:#57534e;font-size:.9rem}
.score{font-size:1.6rem;font-weight:700;text-align:center;margin:8px 0}footer{max-width:960px;margin:24px auto;padding:0 16px;color:#57534e;font-size:.85rem}`;

/** The CSP of a public page: no script at all, and only this one style block. */
export const PUBLIC_CSP = [
  "default-src 'none'",
  // No script runs here; crawlers' tools read /robots.txt from the page's origin (Lighthouse's SEO audit).
  "connect-src 'self'",
  "img-src 'self' data:",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Built outside the page's template, so that no formatter ever changes the hashed bytes. */
const STYLE = trusted(`<style>${CSS}</style>`);

export const NAV = [
  ['/liga', M.nav.home],
  ['/liga/tablas', M.nav.tables],
  ['/liga/estadisticas', M.nav.statistics],
  ['/liga/partidos', M.nav.matches],
  ['/liga/equipos', M.nav.teams],
  ['/liga/apuestas', M.nav.bets],
  ['/liga/reglamento', M.nav.rulebook],
] as const;

export interface PageMeta {
  /** The page's path ('/liga/tablas'): canonical link and current nav entry. */
  path: string;
  title: string;
  description: string;
  /** The preview image's path ('/liga/og/tablas.png'). */
  image: string;
  /** The sections to list: the bets entry is left out while an Admin hides the bets. */
  nav?: readonly (readonly [string, string])[];
}

export function page(origin: string, meta: PageMeta, body: Html): string {
  const url = `${origin}${meta.path}`;
  const title = meta.path === '/liga' ? meta.title : `${meta.title} · ${M.brand}`;
  const links = (meta.nav ?? NAV).map(
    ([href, label]) =>
      html`<li><a href="${href}" ${href === meta.path ? html` aria-current="page"` : ''}>${label}</a></li>`,
  );
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title}</title>
        <meta name="description" content="${meta.description}" />
        <link rel="canonical" href="${url}" />
        <link rel="icon" href="/icons/icon-192.png" type="image/png" />
        <meta name="theme-color" content="#14532d" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="${M.brand}" />
        <meta property="og:locale" content="es_AR" />
        <meta property="og:title" content="${title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${url}" />
        <meta property="og:image" content="${origin}${meta.image}" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        ${STYLE}
      </head>
      <body>
        <a class="skip" href="#contenido">Saltar al contenido</a>
        <header>
          <div class="top">
            <a class="brand" href="/liga">${M.brand}</a><a class="enter" href="/dashboard">${M.enter}</a>
          </div>
          <nav aria-label="Secciones de la liga">
            <ul>
              ${links}
            </ul>
          </nav>
        </header>
        <main id="contenido">${body}</main>
        <footer>
          <p>
            ${M.brand} · <a href="/liga/reglamento">${M.nav.rulebook}</a> · <a href="/login">${M.enter}</a>
          </p>
        </footer>
      </body>
    </html>`.value;
}
