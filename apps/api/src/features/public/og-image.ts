import sharp from 'sharp';
import { escapeHtml } from './html';

/**
 * A page's preview for chat apps and social networks (decision 035): 1200×630, the league's green, a
 * heading and up to six lines (for a match its score, for the tables the top of each league), drawn
 * as SVG and rasterised to PNG by sharp (librsvg, fonts of the system: DejaVu Sans in the image).
 */
export interface OgContent {
  kicker: string;
  title: string;
  lines: string[];
  /** A big line in the middle (a match's score). */
  big?: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function ogSvg(c: OgContent): string {
  const lines = c.lines
    .slice(0, 6)
    .map(
      (line, i) =>
        `<text x="80" y="${(c.big ? 470 : 300) + i * 52}" font-size="36" fill="#ecfdf5">${escapeHtml(clip(line, 48))}</text>`,
    );
  const big = c.big
    ? `<text x="600" y="390" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(clip(c.big, 16))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#14532d"/><rect y="600" width="1200" height="30" fill="#f59e0b"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<text x="80" y="110" font-size="34" fill="#bbf7d0">${escapeHtml(clip(c.kicker, 60))}</text>
<text x="80" y="190" font-size="60" font-weight="700" fill="#fff">${escapeHtml(clip(c.title, 32))}</text>
${big}${lines.join('')}</g></svg>`;
}

export const ogPng = (c: OgContent): Promise<Buffer> =>
  sharp(Buffer.from(ogSvg(c)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
