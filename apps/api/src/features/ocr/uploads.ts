import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, ruleBroken } from '../../lib/http-errors';
import { MAX_FILE_BYTES, MAX_FILES } from './limits';
import { messages } from './messages';

export interface Upload {
  /** The multipart field the file came in, with its position ('images[].2'). */
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Names are shown back to the user: no paths, no control characters, a sane length. */
const safeName = (name: string | undefined) =>
  (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}]/gu, '')
    .slice(0, 120) || 'imagen';

/**
 * Reads a part to its end and keeps nothing: a request refused halfway is still read whole, so the
 * client, still sending, gets the answer instead of a reset connection.
 */
async function discard(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file).catch(() => undefined);
}

/**
 * Reads the images of a multipart request into memory, each up to 10 MB and at most 5 (413 and 422
 * with a Spanish message otherwise). Only the named fields are accepted; other form fields are
 * ignored, as clients send whole forms. `queue.admit` runs before each file's bytes are read and
 * throws to refuse it (the recognition queue's room, decision 010); on any refusal `queue.giveBack`
 * runs before the rest of the body is read, so a refused request holds no room while it drains.
 */
export async function readUploads(
  request: FastifyRequest,
  fields: readonly string[],
  queue: { admit: () => void; giveBack: () => void } = { admit: () => undefined, giveBack: () => undefined },
): Promise<Upload[]> {
  const field = fields[0]!;
  if (!request.isMultipart()) throw ruleBroken(field, messages.notMultipart);
  const uploads: Upload[] = [];
  let current = 'imagen';
  let refused: HttpError | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 20, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (refused) {
        await discard(part);
        continue;
      }
      current = safeName(part.filename);
      try {
        if (!fields.includes(part.fieldname)) throw ruleBroken(field, messages.wrongField(field));
        queue.admit();
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused = error;
        queue.giveBack();
        await discard(part);
        continue;
      }
      uploads.push({ field: `${field}.${uploads.length}`, filename: current, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (refused) throw refused;
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, messages.tooLarge(current), { [field]: [messages.tooLarge(current)] });
    if (code === 'FST_FILES_LIMIT') throw ruleBroken(field, messages.tooMany);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw ruleBroken(field, messages.tooMany);
    // A cut or malformed body is the sender's fault, never a 500.
    throw ruleBroken(field, messages.notMultipart);
  }
  if (refused) throw refused;
  if (uploads.length === 0) throw ruleBroken(field, messages.noImage);
  return uploads;
}
