import sharp from 'sharp';
import { findBadges, invertBoxes } from './boxes';
import { MAX_PIXELS } from './limits';

// No sharp call here repeats an earlier one, so libvips' operation cache would only keep decoded
// pixels alive after a burst (decision 010): off for the whole process (the API's only sharp user).
sharp.cache(false);

/** A decoded capture: its pixels (RGB) and the black-on-white version the engine reads. */
export interface Prepared {
  width: number;
  height: number;
  /** Raw RGB of the capture as sent (EXIF orientation applied), for colour checks. */
  rgb: Buffer;
  /** Binarised, upscaled PNG for the engine. */
  ocrImage: Buffer;
  /** ocrImage pixels per capture pixel. */
  scale: number;
  /** The capture was dark (light text on a dark background) and was inverted. */
  inverted: boolean;
}

/** Long side a capture is reduced to on decoding. */
export const MAX_SIDE = 2560;

/**
 * Text reads best at about 1,080 px on the short side of a screen capture: 720p captures are
 * upscaled 1.5×, 4K ones halved.
 */
export const ocrScale = (width: number, height: number) =>
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

/**
 * Dark game screens put coloured text (rating bands, accents) on dark backgrounds: the HSV value
 * channel (the brightest of R, G, B) keeps every colour bright, so it is inverted to dark text on
 * white. Light screens use plain luminance. Then upscale and binarise (Otsu).
 * Every step runs in sharp's thread pool; only the histogram is counted here.
 */
export async function prepare(input: Buffer): Promise<Prepared> {
  const decoded = await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate()
    // Larger than a phone's or a 1440p capture is never needed (the engine reads ~1080 px): memory
    // per image stays ~11 MB whatever arrives.
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  const rgb = decoded.data;
  const raw = { raw: { width, height, channels: 3 as const } };

  const value = await sharp(rgb, raw).toColourspace('hsv').extractChannel(2).raw().toBuffer();
  const histogram = new Uint32Array(256);
  for (let i = 0; i < value.length; i += 4) histogram[value[i]!]! += 1;
  const sampled = Math.ceil(value.length / 4);
  let below = 0;
  for (let i = 0; i < 110; i++) below += histogram[i]!;
  const inverted = below / sampled > 0.5;

  const scale = ocrScale(width, height);
  const grey = inverted ? value : await sharp(rgb, raw).greyscale().extractChannel(0).raw().toBuffer();
  // The pixel loops run on the event loop: let waiting requests through between them.
  await new Promise((resolve) => setImmediate(resolve));
  if (inverted) invertBoxes(grey, width, height, findBadges(grey, width, height, otsu(histogram, sampled)));
  const one = { raw: { width, height, channels: 1 as const } };
  const scaled = await sharp(grey, one)
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
  const ocrImage = await binary.png({ compressionLevel: 1 }).toBuffer();
  return { width, height, rgb, ocrImage, scale, inverted };
}
