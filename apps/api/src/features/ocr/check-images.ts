import sharp from 'sharp';
import { unprocessable, type FieldErrors } from '../../lib/http-errors';
import { sniffImage } from './image-check';
import { MAX_PIXELS, MAX_REQUEST_PIXELS, MAX_SIDE_PX } from './limits';
import { messages } from './messages';
import type { Upload } from './uploads';

export interface Checked extends Upload {
  width: number;
  height: number;
}

/** Size as the header states it (no pixel is decoded), or null when there is no readable header. */
async function headerSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * A full decode that keeps nothing: a truncated or corrupt file fails here, before the request is
 * answered, while only a 64 px copy is ever held (libvips streams the rows; JPEG and WebP shrink on
 * load). The pixels the engine reads are decoded again on the image's turn (decision 010).
 */
async function decodes(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Every file must be a real image within the pixel budgets before any is read: bad input changes
 * nothing (decision 012). Budgets come from the headers first, so an image over them is never
 * decoded at all.
 */
export async function checkImages(uploads: Upload[]): Promise<Checked[]> {
  const errors: FieldErrors = {};
  const fail = (upload: Upload, message: string) => void (errors[upload.field] = [message]);
  const sized = await Promise.all(
    uploads.map(async (upload): Promise<Checked | undefined> => {
      if (upload.bytes.length === 0) return fail(upload, messages.empty(upload.filename));
      if (!sniffImage(upload.bytes)) return fail(upload, messages.notAnImage(upload.filename));
      const size = await headerSize(upload.bytes);
      if (!size) return fail(upload, messages.damaged(upload.filename));
      if (size.width * size.height > MAX_PIXELS || Math.max(size.width, size.height) > MAX_SIDE_PX)
        return fail(upload, messages.tooManyPixels(upload.filename));
      return { ...upload, ...size };
    }),
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const files = sized as Checked[];
  if (files.reduce((sum, f) => sum + f.width * f.height, 0) > MAX_REQUEST_PIXELS)
    throw unprocessable({ [files[0]!.field.split('.')[0]!]: [messages.requestPixels] });

  const whole = await Promise.all(files.map((f) => decodes(f.bytes)));
  files.forEach((f, i) => whole[i] || fail(f, messages.damaged(f.filename)));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return files;
}
