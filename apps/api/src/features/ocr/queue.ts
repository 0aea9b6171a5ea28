/**
 * Admission and turns of the images sent for recognition (decision 010, 'Bounded memory and fair
 * turns'). Room is reserved per image before its bytes are read, so parallel requests cannot all
 * pass the cap; an image waits as the bytes that came (compressed) and is decoded only when its
 * turn runs; turns go round the users who have images waiting, so one user's burst does not make
 * another's capture wait behind it.
 */
export interface QueueOptions {
  /** Images worked on at once (one per engine worker: the decoded pixels live only there). */
  lanes: number;
  /** Images admitted and not yet taken by a lane, over every user. */
  capacity: number;
  /** Images one user may have admitted and not finished (waiting or being read). */
  perOwner: number;
}

/** Why an image is not admitted: the whole queue is full, or its sender already holds their share. */
export type Refusal = 'full' | 'share';

export interface Ticket {
  /** Room for one more image of this request, or why there is none. */
  reserve(): Refusal | null;
  /** One reserved image's work, run when its turn comes; the lane is held until it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives back the room reserved and never run (the request was refused or failed). */
  release(): void;
}

export interface OcrQueue {
  /** Images admitted and not yet taken by a lane. */
  waiting(): number;
  /** Images being worked on now. */
  running(): number;
  /** Images a user has admitted and not finished. */
  heldBy(owner: number): number;
  ticket(owner: number): Ticket;
}

interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createOcrQueue({ lanes, capacity, perOwner }: QueueOptions): OcrQueue {
  let waiting = 0;
  let running = 0;
  const held = new Map<number, number>();
  // Images waiting per user, in the order the users came (Map keeps insertion order).
  const turns = new Map<number, Job[]>();
  // Fair turns: each user's next image takes the turn number after their last one; a user who
  // comes in starts at the turn being served, so they wait one round, not behind a whole burst.
  const tags = new Map<number, number>();
  let current = 0;

  const hold = (owner: number, delta: number) => {
    const count = (held.get(owner) ?? 0) + delta;
    if (count > 0) {
      if (!held.has(owner)) tags.set(owner, current);
      held.set(owner, count);
    } else {
      held.delete(owner);
      tags.delete(owner);
    }
  };

  const nextOwner = () => {
    let best: number | undefined;
    for (const owner of turns.keys())
      if (best === undefined || tags.get(owner)! < tags.get(best)!) best = owner;
    return best;
  };

  const next = () => {
    while (running < lanes) {
      const owner = nextOwner();
      if (owner === undefined) return;
      const jobs = turns.get(owner)!;
      const job = jobs.shift()!;
      if (jobs.length === 0) turns.delete(owner);
      current = tags.get(owner)!;
      tags.set(owner, current + 1);
      waiting -= 1;
      running += 1;
      void (async () => {
        try {
          job.resolve(await job.work());
        } catch (error) {
          job.reject(error);
        } finally {
          running -= 1;
          hold(owner, -1);
          next();
        }
      })();
    }
  };

  return {
    waiting: () => waiting,
    running: () => running,
    heldBy: (owner) => held.get(owner) ?? 0,
    ticket(owner) {
      let unused = 0;
      return {
        reserve() {
          if (waiting >= capacity) return 'full';
          if ((held.get(owner) ?? 0) >= perOwner) return 'share';
          waiting += 1;
          unused += 1;
          hold(owner, 1);
          return null;
        },
        run<T>(work: () => Promise<T>) {
          if (unused === 0) return Promise.reject(new Error('ocr queue: run without a reservation'));
          unused -= 1;
          return new Promise<T>((resolve, reject) => {
            const jobs = turns.get(owner) ?? [];
            jobs.push({ work, resolve: resolve as (value: unknown) => void, reject });
            turns.set(owner, jobs);
            next();
          });
        },
        release() {
          waiting -= unused;
          hold(owner, -unused);
          unused = 0;
        },
      };
    },
  };
}
