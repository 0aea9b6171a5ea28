/**
 * Drawing kit for the synthetic game screenshots: a seeded random source, dark game-style backgrounds,
 * SVG text helpers, and the final noise + lossy encoding that real captures carry.
 */
import sharp from 'sharp';

/** mulberry32: the same fixture set on every run. */
export function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, chance, shuffle };
}
export type Rng = ReturnType<typeof seeded>;

/** Font families on the generating machine (fc-list); the committed images need none at test time. */
export const FONTS = [
  'DejaVu Sans',
  'DejaVu Sans Condensed',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'Noto Sans',
  'Noto Sans Display',
] as const;

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface TextStyle {
  font: string;
  size: number;
  fill: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
}

export const text = (x: number, y: number, value: string, s: TextStyle) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${s.font}" font-size="${s.size}" ` +
  `font-weight="${s.weight ?? 'normal'}" fill="${s.fill}" text-anchor="${s.anchor ?? 'start'}">${esc(value)}</text>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, opacity = 1) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${rx}" fill="${fill}" fill-opacity="${opacity}"/>`;

/** Dark palettes of sports-game menus: two gradient stops and an accent. */
const PALETTES = [
  ['#0b1a2e', '#1d0b2a', '#3fa9f5'],
  ['#06251a', '#0d1117', '#2ecc71'],
  ['#1a1a1a', '#2b2b2b', '#f39c12'],
  ['#12082a', '#2a0d3a', '#c56cf0'],
  ['#071a33', '#0a0f1f', '#00d2d3'],
  ['#2a0a0a', '#14070d', '#ff6b6b'],
] as const;

/** Gradient, diagonal stripes, a translucent panel and a vignette: the look of a game's menu. */
export function background(rng: Rng, w: number, h: number): { svg: string; accent: string } {
  const [from, to, accent] = rng.pick(PALETTES);
  const angle = rng.int(0, 3);
  const stripes = Array.from({ length: 14 }, (_, i) => {
    const x = (i / 14) * w * 1.6 - w * 0.3;
    return `<polygon points="${x},0 ${x + w * 0.04},0 ${x - h * 0.5 + w * 0.04},${h} ${x - h * 0.5},${h}" fill="#ffffff" fill-opacity="${(0.012 + rng.next() * 0.02).toFixed(3)}"/>`;
  }).join('');
  const svg =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${angle % 2}" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    stripes +
    rect(0, 0, w, h, 'url(#vig)');
  return { svg, accent };
}

export interface EncodeOptions {
  noise: number;
  format: 'jpeg' | 'webp';
  quality: number;
}

/** Renders the SVG, adds sensor-like noise and encodes lossily (JPEG/WebP artefacts). */
export async function encode(rng: Rng, svg: string, w: number, h: number, o: EncodeOptions): Promise<Buffer> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${svg}</svg>`;
  let image = sharp(Buffer.from(doc)).removeAlpha();
  if (o.noise > 0) {
    // Gaussian noise from the seeded source (libvips' own noise differs on every run).
    const noise = Buffer.alloc(w * h * 3);
    for (let i = 0; i < noise.length; i++) {
      const gauss = Math.sqrt(-2 * Math.log(rng.next() || 1e-9)) * Math.cos(2 * Math.PI * rng.next());
      noise[i] = Math.max(0, Math.min(255, Math.round(128 + gauss * o.noise)));
    }
    const layer = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer();
    image = sharp(await image.png().toBuffer()).composite([{ input: layer, blend: 'soft-light' }]);
  }
  return o.format === 'jpeg'
    ? image.jpeg({ quality: o.quality, mozjpeg: true }).toBuffer()
    : image.webp({ quality: o.quality }).toBuffer();
}
