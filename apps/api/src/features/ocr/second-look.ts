import sharp from 'sharp';
import { findBadges, invertBoxes } from './boxes';

/**
 * The second reading (decision 037): decision 010's binarisation of the levelled capture. Dark
 * screens are read on the HSV value channel (every colour stays bright), inverted, with the filled
 * rating badges turned first; light screens on plain luminance; then one Otsu cut. It reads big bold
 * titles and small badges that the top-hats of the first reading hollow out or outline. Small text is
 * read alone, enlarged (decision 052).
 */
export interface SecondLook {
  ocrImage: Buffer;
  /** ocrImage pixels per capture pixel. */
  scale: number;
  /** Where ocrImage's top-left corner is in the capture. */
  origin: { x: number; y: number };
}

/** Text reads best at about 1,080 px on the short side of a screen capture (decision 010). */
export const secondScale = (width: number, height: number) =>
  Math.min(2, Math.max(0.5, 1080 / Math.min(width, height)));

/** Otsu's threshold over a 256-bin histogram: the cut that best separates ink from background. */
export function otsu(histogram: ArrayLike<number>, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    weightBackground += histogram[i]!;
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += i * histogram[i]!;
    const meanB = sumBackground / weightBackground;
    const meanF = (sum - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/** A text line under this many pixels at the second look's usual scale is too small to read there. */
const SMALL_SECOND_LINE = 10;
/** Line height small text is read at in the second look (decision 052). */
const SECOND_LINE = 16;
/** Pixels the second look gives the engine at most when it enlarges small text. */
const MAX_SECOND_PIXELS = 5_000_000;

/** The capture's text: its usual line height and the box round it (capture pixels), when measured. */
export interface TextExtent {
  line: number | null;
  region: { left: number; top: number; width: number; height: number };
}

/** The second look's scale and region: the whole capture, or only its text when that text is small. */
export function secondView(width: number, height: number, text?: TextExtent) {
  const usual = secondScale(width, height);
  if (!text?.line || text.line * usual >= SMALL_SECOND_LINE)
    return { scale: usual, region: { left: 0, top: 0, width, height } };
  // Small text on a large screen (12 px lines on 1440p read at 0.75) came out 8 px high: only the text
  // is read, at 16 px lines, within the pixel budget (decision 052).
  const { region } = text;
  const budget = Math.sqrt(MAX_SECOND_PIXELS / (region.width * region.height));
  return { scale: Math.min(3, SECOND_LINE / text.line, budget), region };
}

export async function secondLook(
  full: Uint8Array,
  fullWidth: number,
  fullHeight: number,
  text?: TextExtent,
): Promise<SecondLook> {
  const { scale, region } = secondView(fullWidth, fullHeight, text);
  const whole = region.width === fullWidth && region.height === fullHeight;
  const rgb = whole
    ? full
    : await sharp(full, { raw: { width: fullWidth, height: fullHeight, channels: 3 } })
        .extract(region)
        .raw()
        .toBuffer();
  const [width, height] = [region.width, region.height];
  const origin = { x: region.left, y: region.top };
  const raw = { raw: { width, height, channels: 3 as const } };
  const value = await sharp(rgb, raw).toColourspace('hsv').extractChannel(2).raw().toBuffer();
  const histogram = new Uint32Array(256);
  for (let i = 0; i < value.length; i += 4) histogram[value[i]!]! += 1;
  const sampled = Math.ceil(value.length / 4);
  let below = 0;
  for (let i = 0; i < 110; i++) below += histogram[i]!;
  const inverted = below / sampled > 0.5;
  const grey = inverted ? value : await sharp(rgb, raw).greyscale().extractChannel(0).raw().toBuffer();
  if (inverted) invertBoxes(grey, width, height, findBadges(grey, width, height, otsu(histogram, sampled)));
  const scaled = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Uint32Array(256);
  for (let i = 0; i < scaled.data.length; i += 2) counts[scaled.data[i]!]! += 1;
  const threshold = otsu(counts, Math.ceil(scaled.data.length / 2));
  const { width: w, height: h } = scaled.info;
  let binary = sharp(scaled.data, { raw: { width: w, height: h, channels: 1 } }).threshold(threshold + 1);
  if (inverted) binary = binary.negate();
  return { ocrImage: await binary.png({ compressionLevel: 1 }).toBuffer(), scale, origin };
}
