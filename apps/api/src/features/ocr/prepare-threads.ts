import { Worker } from 'node:worker_threads';
import type { Prepared } from './preprocess';
import type { SecondLook } from './second-look';

/**
 * Both preprocessed versions of one capture (decision 037), each as soon as it is ready: the second is
 * read while the first is still being made (decision 069).
 */
export interface Looks {
  prepared: Promise<Prepared>;
  second: Promise<SecondLook>;
}

export interface PrepareThreads {
  /** With `line`, the capture's text line height is that, not measured, and only the first look is made. */
  run(image: Buffer, line?: number): Looks;
  close(): Promise<void>;
}

interface Job {
  image: Buffer;
  line?: number;
  prepared: Settle<Prepared>;
  second: Settle<SecondLook>;
}

interface Settle<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/** A job's second look may already be delivered when it fails: settling it again changes nothing. */
function reject(job: Job, error: Error) {
  job.prepared.reject(error);
  job.second.reject(error);
}

function deferred<T>(): Settle<T> & { promise: Promise<T> } {
  let settle: Settle<T> | undefined;
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle! };
}

type Message = { prepared: Prepared } | { second: SecondLook } | { error: string };

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

const revivePrepared = (prepared: Prepared): Prepared => ({
  ...prepared,
  rgb: asBuffer(prepared.rgb),
  ocrImage: asBuffer(prepared.ocrImage),
});

/**
 * Threads for the preprocessing's pixel loops (decision 037), started with the first capture, with a FIFO
 * queue. A thread that dies fails its capture and is started again for the next one.
 */
export function createPrepareThreads(size: number): PrepareThreads {
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let closed = false;

  const fail = (slot: Slot, error: Error) => {
    const job = slot.job;
    slot.job = null;
    if (job) reject(job, error);
    next();
  };

  const receive = (slot: Slot, message: Message) => {
    const job = slot.job;
    if ('error' in message) return fail(slot, new Error(message.error));
    // The second look comes first (decision 069); the first look ends the job.
    if ('second' in message)
      return job?.second.resolve({ ...message.second, ocrImage: asBuffer(message.second.ocrImage) });
    slot.job = null;
    job?.prepared.resolve(revivePrepared(message.prepared));
    // Asked for the first look alone: no second comes.
    if (job?.line !== undefined) job.second.reject(new Error('no second look asked for'));
    next();
  };

  const spawn = (slot: Slot) => {
    const worker = new Worker(ENTRY);
    worker.on('message', (m: Message) => receive(slot, m));
    worker.on('error', (error) => {
      if (slot.worker === worker) slot.worker = null;
      fail(slot, error);
    });
    worker.on('exit', () => {
      if (slot.worker === worker) slot.worker = null;
      if (slot.job) fail(slot, new Error('preprocessing thread stopped'));
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
      slot.worker!.postMessage({ image: job.image, line: job.line });
    }
  };

  return {
    run: (image, line) => {
      const prepared = deferred<Prepared>();
      const second = deferred<SecondLook>();
      // A capture that fails to decode fails both looks; its caller waits only for the first.
      second.promise.catch(() => undefined);
      const job = { image, line, prepared, second };
      if (closed) reject(job, new Error('preprocessing closed'));
      else queue.push(job);
      next();
      return { prepared: prepared.promise, second: second.promise };
    },
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) reject(job, new Error('preprocessing closed'));
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
      slots.forEach((slot) => (slot.worker = null));
    },
  };
}
