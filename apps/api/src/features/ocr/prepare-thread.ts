import { parentPort } from 'node:worker_threads';
import { firstLook, levelled } from './preprocess';
import { secondLook } from './second-look';

/** Buffers from a shared pool cannot be moved without moving their neighbours: those are copied. */
const movable = (buffers: Buffer[]) => [
  ...new Set(
    buffers
      .filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength)
      .map((b) => b.buffer as ArrayBuffer),
  ),
];

/**
 * The preprocessing's thread (decision 037): decoding, levelling, the top-hats and the second
 * look's binarisation run here, so that their pixel loops never hold the API's event loop. One
 * capture at a time; the answer's pixel buffers are moved, not copied. The second look, the quicker
 * to make and usually the slower to read, is sent first, so that the engine reads it while the first
 * is made (decision 069).
 */
parentPort!.on('message', async ({ image, line }: { image: Uint8Array; line?: number }) => {
  try {
    const capture = await levelled(Buffer.from(image.buffer, image.byteOffset, image.byteLength), line);
    if (line === undefined) {
      const second = await secondLook(capture.rgb, capture.width, capture.height, {
        line: capture.textHeight,
        region: capture.region,
      });
      parentPort!.postMessage({ second }, movable([second.ocrImage]));
    }
    const prepared = await firstLook(capture);
    parentPort!.postMessage({ prepared }, movable([prepared.ocrImage, prepared.rgb]));
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
