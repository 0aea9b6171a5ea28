import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The installable app: the Spanish web manifest, PNG icons drawn by sharp from
 * build/icon.svg, and the service worker (build/sw-template.js) with the built shell to precache:
 * index.html, the entry chunk and what it imports statically, the CSS, the manifest and the icons.
 * Page chunks are not precached; they join the cache as they are visited.
 */
export const THEME_COLOR = '#14532d';

const manifest = {
  name: 'Liga Manager',
  short_name: 'Liga',
  description: 'La liga de fútbol simulado de la comunidad: mercado, subastas, partidos, tablas y apuestas.',
  lang: 'es',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f5f5f4',
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const icons: [file: string, size: number][] = [
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
  ['icons/icon-maskable-512.png', 512],
  ['icons/apple-touch-icon.png', 180],
];

export function pwa(): Plugin {
  const svg = fs.readFileSync(new URL('./icon.svg', import.meta.url));
  const template = fs.readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
  const favicon = `data:image/svg+xml,${encodeURIComponent(
    svg
      .toString('utf8')
      .replace(/<!--.*?-->\s*/gs, '')
      .replace(/\s*\n\s*/g, ''),
  )}`;
  return {
    name: 'liga-pwa',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('href="/favicon.svg"', `href="${favicon}"`),
    async generateBundle(_options, bundle) {
      for (const [fileName, size] of icons)
        this.emitFile({
          type: 'asset',
          fileName,
          source: await sharp(svg).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
        });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });

      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const shell = new Set<string>(['/index.html', '/manifest.webmanifest', ...icons.map(([f]) => `/${f}`)]);
      const addChunk = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk' || shell.has(`/${name}`)) return;
        shell.add(`/${name}`);
        chunk.imports.forEach(addChunk);
        chunk.viteMetadata?.importedCss.forEach((css) => shell.add(`/${css}`));
      };
      if (entry) addChunk(entry.fileName);
      const files = [...shell].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__VERSION__'", `'${version}'`)
          .replace("['__SHELL__']", JSON.stringify(files)),
      });
    },
  };
}
