import { parentPort } from 'node:worker_threads';
import { prepare } from './preprocess';
import { secondLook } from './second-look';

/**
 * The preprocessing's thread (decision 037): decoding, levelling, the top-hats and the second
 * look's binarisation run here, so that their pixel loops never hold the API's event loop. One
 * capture at a time; the answer's pixel buffers are moved, not copied.
 */
parentPort!.on('message', async (image: Uint8Array) => {
  try {
    const prepared = await prepare(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    const second = await secondLook(prepared.rgb, prepared.width, prepared.height);
    const buffers = [prepared.rgb, prepared.ocrImage, second.ocrImage];
    // Buffers from a shared pool cannot be moved without moving their neighbours: those are copied.
    const movable = buffers
      .filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength)
      .map((b) => b.buffer as ArrayBuffer);
    parentPort!.postMessage({ prepared, second }, [...new Set(movable)]);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
