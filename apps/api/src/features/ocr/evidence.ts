import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Prepared } from './preprocess';

/**
 * What a match keeps of a capture: WebP at most 1,600 px on its long side (about 100–300 KB, enough
 * to read every number again) and a 320 px thumbnail for the match page. Made from the pixels
 * already decoded for recognition.
 */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function evidenceOf(prepared: Prepared) {
  const raw = { raw: { width: prepared.width, height: prepared.height, channels: 3 as const } };
  const [image, thumbnail] = await Promise.all([
    sharp(prepared.rgb, raw)
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
    sharp(prepared.rgb, raw)
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 60 })
      .toBuffer(),
  ]);
  return {
    width: prepared.width,
    height: prepared.height,
    image,
    thumbnail,
  };
}
