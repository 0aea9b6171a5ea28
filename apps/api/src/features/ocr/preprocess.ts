import sharp from 'sharp';
import { dropOutlines, dropRules, edgePoints, skewOf, square, textHeight } from './morph';
import { MAX_PIXELS } from './limits';

// No sharp call here repeats an earlier one, so libvips' operation cache would only keep decoded
// pixels alive after a burst (decision 010): off for the whole process (the API's only sharp user).
sharp.cache(false);

/** A decoded capture: its pixels (RGB, turned level) and the black-on-white version the engine reads. */
export interface Prepared {
  width: number;
  height: number;
  /** Raw RGB of the capture, EXIF orientation applied and turned back by `skew`, for colour checks. */
  rgb: Buffer;
  /** Binarised, rescaled PNG for the engine. */
  ocrImage: Buffer;
  /** ocrImage pixels per capture pixel. */
  scale: number;
  /** Where ocrImage's top-left corner is in the capture (only the region with text is read). */
  origin: { x: number; y: number };
  /** The region read (capture pixels): the box round the capture's text. */
  region: { left: number; top: number; width: number; height: number };
  /** Degrees the capture was turned by (a phone photo's tilt), undone before reading. */
  skew: number;
  /** Usual height of a text line in capture pixels, when one was found. */
  textHeight: number | null;
}

/** Long side a capture is reduced to on decoding. */
export const MAX_SIDE = 2560;
/** Text line height the engine reads best at, in engine pixels. */
const TARGET_LINE = 24;
/** Measured text lines under this many capture pixels are small: drawn with few pixels a stroke. */
const SMALL_LINE = 13;
/** Line height small text is enlarged to: its blurred strokes read better larger (decision 048). */
const SMALL_TARGET_LINE = 32;
const targetLine = (line: number) => (line < SMALL_LINE ? SMALL_TARGET_LINE : TARGET_LINE);
/** Line height the ink is found at. */
const WORK_LINE = 16;
/** Pixels the engine is given at most (its time grows with them). */
const MAX_OCR_PIXELS = 5_000_000;

/**
 * The engine's scale: text lines about TARGET_LINE px high whatever the font (12 px text on a 720p
 * capture is enlarged about 2.5×, 40 px text on 1440p reduced), within the pixel budget.
 */
export function ocrScale(width: number, height: number, line: number | null): number {
  const wanted = line ? targetLine(line) / line : 1080 / Math.min(width, height);
  const budget = Math.sqrt(MAX_OCR_PIXELS / (width * height));
  return Math.min(3, budget, Math.max(0.4, wanted));
}

/**
 * Ink of either polarity, per region (decision 037): a top-hat keeps marks thinner than the window
 * (strokes), not areas (backgrounds, filled boxes, cards). Dark text on a light box and light text on
 * a dark page or a deep-coloured box are told apart by the local background (a median over about a
 * line): where it is nearer the opening (the dark level) the text is the bright top-hat, else the
 * dark one. Returns ink as dark on white.
 */
async function inkOf(grey: Uint8Array, w: number, h: number, k: number): Promise<Uint8Array> {
  const opened = square(square(grey, w, h, k, false), w, h, k, true);
  const closed = square(square(grey, w, h, k, true), w, h, k, false);
  // The background level: a median over about a line's height, found at a quarter of the size.
  const [qw, qh] = [Math.max(1, Math.round(w / 4)), Math.max(1, Math.round(h / 4))];
  const quarter = await sharp(grey, { raw: { width: w, height: h, channels: 1 } })
    // Samples, not averages: a median of averaged ink and background would be neither.
    .resize(qw, qh, { kernel: 'nearest' })
    .median(5)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const background = await sharp(quarter, { raw: { width: qw, height: qh, channels: 1 } })
    .resize(w, h, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const ink = new Uint8Array(grey.length);
  const counts = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) {
    const g = grey[i]!;
    const b = background[i]!;
    const darkBackground = Math.abs(b - opened[i]!) < Math.abs(closed[i]! - b);
    const t = Math.max(0, darkBackground ? g - opened[i]! : closed[i]! - g);
    ink[i] = t;
    counts[t]! += 1;
  }
  // Strong ink sets the scale; faint marks (JPEG ringing, grain) stay below the cut.
  let seen = 0;
  let p99 = 255;
  for (let v = 255; v >= 0; v--) {
    seen += counts[v]!;
    if (seen >= grey.length * 0.01) {
      p99 = v;
      break;
    }
  }
  // Below a quarter of strong ink is a box's soft edge or grain: white.
  const floor = Math.max(60, p99) * 0.25;
  const gain = 255 / (Math.max(60, p99) - floor);
  for (let i = 0; i < ink.length; i++)
    ink[i] = 255 - Math.min(255, Math.round(Math.max(0, ink[i]! - floor) * gain));
  return ink;
}

/**
 * Decode, turn level (deskew), measure the text, rescale so lines are about TARGET_LINE px high, and
 * keep only ink (strokes of either polarity: coloured rating boxes of any hue, light and dark themes),
 * dark on white, in grey (the engine binarises it itself). It runs in the OCR pool's own threads
 * (`prepare-threads.ts`), never on the API's event loop; sharp's steps in libvips' threads. With
 * `knownLine`, the text line height (capture pixels) is that rather than measured (decision 049).
 */
export async function prepare(input: Buffer, knownLine?: number): Promise<Prepared> {
  return firstLook(await levelled(input, knownLine));
}

/** A capture decoded and turned level, with its text measured: what both looks are made from. */
export type Levelled = Omit<Prepared, 'ocrImage' | 'scale' | 'origin'>;

/**
 * Decode, turn level (deskew) and measure the text: its line height (or `knownLine`, decision 049) and
 * the region round it.
 */
export async function levelled(input: Buffer, knownLine?: number): Promise<Levelled> {
  const decoded = await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate()
    // Larger than a phone's or a 1440p capture is never needed: memory per image stays bounded.
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  let rgb = decoded.data;
  const small = Math.min(1, 1280 / width);
  const probe = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(Math.round(width * small))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const points = edgePoints(probe.data, probe.info.width, probe.info.height);
  const skew = skewOf(points, probe.info.height);
  if (Math.abs(skew) >= 0.2) {
    // The corners the turn uncovers take the capture's own edge colour.
    const edge = [...rgb.subarray(0, 3)] as [number, number, number];
    const turned = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .rotate(-skew, { background: { r: edge[0], g: edge[1], b: edge[2] } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const left = Math.floor((turned.info.width - width) / 2);
    const top = Math.floor((turned.info.height - height) / 2);
    rgb = await sharp(turned.data, {
      raw: { width: turned.info.width, height: turned.info.height, channels: 3 },
    })
      .extract({ left, top, width, height })
      .raw()
      .toBuffer();
  }
  const level = Math.abs(skew) >= 0.2 ? null : points;
  const measured = level ?? (await levelPoints(rgb, width, height, small));
  const line = textHeight(measured, Math.round(height * small));
  const lineHeight = knownLine ?? (line ? line / small : null);
  // Only the region with text is read: small text on a large screen can then be enlarged within
  // the engine's pixel budget.
  const region = contentBox(measured, small, width, height, lineHeight ?? 20);
  return { width, height, rgb, region, skew, textHeight: lineHeight };
}

/**
 * The first look (decision 037): the text's region rescaled so lines are about TARGET_LINE px high, only
 * its ink kept, dark on white.
 */
export async function firstLook(capture: Levelled): Promise<Prepared> {
  const { width, height, rgb, region, textHeight: lineHeight } = capture;
  const scale = ocrScale(region.width, region.height, lineHeight);
  // Ink is found at lines of WORK_LINE px (fewer pixels to filter), then enlarged for the engine.
  const work = (scale * WORK_LINE) / (lineHeight ? targetLine(lineHeight) : TARGET_LINE);
  const [ww, wh] = [Math.round(region.width * work), Math.round(region.height * work)];
  const grey = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .extract(region)
    .resize(ww, wh, { kernel: 'cubic' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  // The window is wider than strokes and gaps between letters, narrower than a rating box.
  const k = Math.max(5, Math.round(WORK_LINE * 0.45) | 1);
  const ink = await inkOf(grey, ww, wh, k);
  dropOutlines(ink, ww, wh, WORK_LINE);
  dropRules(ink, ww, wh, WORK_LINE * 4, WORK_LINE / 2);
  const [w, h] = [Math.round(region.width * scale), Math.round(region.height * scale)];
  const enlarged = await sharp(ink, { raw: { width: ww, height: wh, channels: 1 } })
    .resize(w, h, { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Grey, not thresholded: the engine's own reading keeps accents and thin strokes a cut would lose.
  const ocrImage = await sharp(enlarged, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const origin = { x: region.left, y: region.top };
  return { ...capture, ocrImage, scale, origin };
}

async function levelPoints(rgb: Buffer, width: number, height: number, small: number) {
  const probe = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(Math.round(width * small))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return edgePoints(probe.data, probe.info.width, probe.info.height);
}

/** The box around the edge points (columns and rows with a few of them), a margin around it. */
function contentBox(
  points: { xs: Int32Array; ys: Int32Array },
  small: number,
  width: number,
  height: number,
  line: number,
) {
  const bounds = (values: Int32Array, size: number) => {
    const counts = new Uint32Array(size + 1);
    for (const v of values) counts[v]! += 1;
    let from = 0;
    while (from < size && counts[from]! < 2) from++;
    let to = size;
    while (to > from && counts[to]! < 2) to--;
    return [from / small, to / small] as const;
  };
  if (points.xs.length < 50) return { left: 0, top: 0, width, height };
  const margin = line * 2;
  const [x0, x1] = bounds(points.xs, Math.round(width * small));
  const [y0, y1] = bounds(points.ys, Math.round(height * small));
  const left = Math.max(0, Math.floor(x0 - margin));
  const top = Math.max(0, Math.floor(y0 - margin));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width, Math.ceil(x1 + margin)) - left),
    height: Math.max(1, Math.min(height, Math.ceil(y1 + margin)) - top),
  };
}
