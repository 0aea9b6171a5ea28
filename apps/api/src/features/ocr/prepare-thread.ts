import { parentPort } from 'node:worker_threads';
import { prepare } from './preprocess';
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
 * capture at a time; the answer's pixel buffers are moved, not copied. The first look is sent as
 * soon as it is ready, so that the engine reads it while the second is made.
 */
parentPort!.on('message', async ({ image, line }: { image: Uint8Array; line?: number }) => {
  try {
    const prepared = await prepare(Buffer.from(image.buffer, image.byteOffset, image.byteLength), line);
    // The levelled pixels stay here for the second look: they are copied, the engine's image moved.
    parentPort!.postMessage({ prepared }, movable([prepared.ocrImage]));
    if (line !== undefined) return;
    const second = await secondLook(prepared.rgb, prepared.width, prepared.height, {
      line: prepared.textHeight,
      region: prepared.region,
    });
    parentPort!.postMessage({ second }, movable([second.ocrImage]));
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
