import os from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { languageFolder, OCR_LANGUAGES } from './lang-path';
import { createPrepareThreads, type Looks } from './prepare-threads';
import { parseTsv, type OcrWord } from './tsv';

export interface RecognizeJob {
  image: Buffer;
  /** Share of the text recognised so far, 0 to 1, as the engine reports it. */
  onProgress?: (share: number) => void;
  /** The only characters that may be read (the cells' strips, decisions 044 and 045). */
  only?: string;
}

export interface OcrPool {
  readonly size: number;
  /** Jobs waiting for a free worker. */
  queued(): number;
  recognize(job: RecognizeJob): Promise<OcrWord[]>;
  /**
   * Decodes and preprocesses a capture in the pool's own threads, off the event loop. With `line`, its
   * text line height is taken as that and only the first look is made.
   */
  prepare(image: Buffer, line?: number): Looks;
  /** Starts every worker now (loading the languages takes about a second each). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolOptions {
  size?: number;
  /** A job running longer than this loses its worker, which is replaced. */
  timeoutMs?: number;
}

/**
 * One worker per core, at most four: each runs the WebAssembly engine in its own thread
 * (tesseract.js spawns worker_threads), so recognition never runs on the event loop.
 */
export const defaultPoolSize = () => Math.max(1, Math.min(4, os.availableParallelism()));

interface Slot {
  worker: Worker | null;
  starting: Promise<Worker> | null;
  busy: boolean;
  progress: ((share: number) => void) | undefined;
}

interface Pending extends RecognizeJob {
  resolve: (words: OcrWord[]) => void;
  reject: (error: Error) => void;
}

/**
 * A fixed pool of tesseract.js workers with a FIFO queue. Workers start on first use and stay warm;
 * page segmentation 'single uniform block' keeps each table row on one line with its word boxes.
 */
export function createOcrPool(options: PoolOptions = {}): OcrPool {
  const size = options.size ?? defaultPoolSize();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    starting: null,
    busy: false,
    progress: undefined,
  }));
  const queue: Pending[] = [];
  const threads = createPrepareThreads(size);
  let closed = false;

  const start = (slot: Slot): Promise<Worker> => {
    slot.starting ??= (async () => {
      const worker = await createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
        langPath: await languageFolder(),
        cacheMethod: 'none',
        gzip: true,
        logger: (m) => {
          if (m.status === 'recognizing text') slot.progress?.(m.progress);
        },
        errorHandler: () => undefined,
      });
      await worker.setParameters({ tessedit_pageseg_mode: '6' as never, user_defined_dpi: '300' });
      slot.worker = worker;
      return worker;
    })().catch((error: unknown) => {
      slot.starting = null;
      throw error;
    });
    return slot.starting;
  };

  const run = async (slot: Slot, job: Pending) => {
    slot.busy = true;
    slot.progress = job.onProgress;
    let timer: NodeJS.Timeout | undefined;
    try {
      const worker = await start(slot);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ocr timeout')), timeoutMs);
      });
      if (job.only) await worker.setParameters({ tessedit_char_whitelist: job.only });
      const reading = worker.recognize(job.image, {}, { text: false, tsv: true });
      const result = await Promise.race([reading, timeout]);
      if (job.only) await worker.setParameters({ tessedit_char_whitelist: '' });
      job.resolve(parseTsv(result.data.tsv ?? ''));
    } catch (error) {
      // A stuck or crashed engine is replaced rather than reused.
      const broken = slot.worker;
      slot.worker = null;
      slot.starting = null;
      void broken?.terminate().catch(() => undefined);
      job.reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timer);
      slot.busy = false;
      slot.progress = undefined;
      next();
    }
  };

  const next = () => {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      void run(slot, job);
    }
  };

  return {
    size,
    queued: () => queue.length,
    recognize: (job) =>
      new Promise<OcrWord[]>((resolve, reject) => {
        if (closed) return reject(new Error('ocr pool closed'));
        queue.push({ ...job, resolve, reject });
        next();
      }),
    prepare: (image, line) => threads.run(image, line),
    warm: async () => {
      await Promise.all(slots.map(start));
    },
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('ocr pool closed'));
      await threads.close();
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker ?? (slot.starting ? await slot.starting.catch(() => null) : null);
          await worker?.terminate().catch(() => undefined);
          slot.worker = null;
          slot.starting = null;
        }),
      );
    },
  };
}
