import { Worker } from 'node:worker_threads';
import type { Prepared } from './preprocess';
import type { SecondLook } from './second-look';

/** Both preprocessed versions of one capture (decision 037). */
export interface Looks {
  prepared: Prepared;
  second: SecondLook;
}

export interface PrepareThreads {
  run(image: Buffer): Promise<Looks>;
  close(): Promise<void>;
}

interface Job {
  image: Buffer;
  resolve: (looks: Looks) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

/**
 * The thread's entry: from the sources (tsx, the tests), a bootstrap that registers the TypeScript
 * loader first; in the built server (scripts/build-server.mjs), its own bundle beside main.js.
 */
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./prepare-thread.mjs', import.meta.url)
  : new URL('./features/ocr/prepare-thread.js', import.meta.url);

/** A buffer that crossed threads arrives as a plain Uint8Array: Buffer again, same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function revive(message: Looks): Looks {
  const { prepared, second } = message;
  return {
    prepared: { ...prepared, rgb: asBuffer(prepared.rgb), ocrImage: asBuffer(prepared.ocrImage) },
    second: { ...second, ocrImage: asBuffer(second.ocrImage) },
  };
}

/**
 * Threads for the preprocessing's pixel loops (decision 037), started with the first capture, with a FIFO
 * queue. A thread that dies fails its capture and is started again for the next one.
 */
export function createPrepareThreads(size: number): PrepareThreads {
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let closed = false;

  const finish = (slot: Slot, outcome: { looks?: Looks; error?: Error }) => {
    const job = slot.job;
    slot.job = null;
    if (outcome.looks) job?.resolve(outcome.looks);
    else job?.reject(outcome.error ?? new Error('preprocessing failed'));
    next();
  };

  const spawn = (slot: Slot) => {
    const worker = new Worker(ENTRY);
    worker.on('message', (m: Looks | { error: string }) =>
      finish(slot, 'error' in m ? { error: new Error(m.error) } : { looks: revive(m) }),
    );
    worker.on('error', (error) => {
      if (slot.worker === worker) slot.worker = null;
      finish(slot, { error });
    });
    worker.on('exit', () => {
      if (slot.worker === worker) slot.worker = null;
      if (slot.job) finish(slot, { error: new Error('preprocessing thread stopped') });
    });
    return worker;
  };

  const next = () => {
    if (closed) return;
    // All threads start with the first capture: a burst then never waits for one to load.
    for (const slot of slots) slot.worker ??= spawn(slot);
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker!.postMessage(job.image);
    }
  };

  return {
    run: (image) =>
      new Promise<Looks>((resolve, reject) => {
        if (closed) return reject(new Error('preprocessing closed'));
        queue.push({ image, resolve, reject });
        next();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('preprocessing closed'));
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
      slots.forEach((slot) => (slot.worker = null));
    },
  };
}
