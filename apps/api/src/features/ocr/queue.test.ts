import { describe, expect, it } from 'vitest';
import { createOcrQueue } from './queue';

/** Work that runs until the test lets it finish, recording that it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => open(),
  };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the recognition queue (decision 010)', () => {
  it('reserves room per image up to the cap, whatever the number of requests', () => {
    const queue = createOcrQueue({ lanes: 1, capacity: 4, perOwner: 10 });
    const tickets = [1, 2, 3].map((owner) => queue.ticket(owner));
    // Three requests of two images, admitted image by image as their bytes arrive.
    const answers = tickets.flatMap((t) => [t.reserve(), t.reserve()]);
    expect(answers).toEqual([null, null, null, null, 'full', 'full']);
    expect(queue.waiting()).toBe(4);
    tickets[2]!.release();
    expect(queue.waiting()).toBe(4);
    tickets[1]!.release();
    expect(queue.waiting()).toBe(2);
    expect(queue.ticket(4).reserve()).toBeNull();
  });

  it('holds each user to their share, counting images being read until they finish', async () => {
    const queue = createOcrQueue({ lanes: 1, capacity: 10, perOwner: 2 });
    const log: string[] = [];
    const first = queue.ticket(7);
    expect([first.reserve(), first.reserve()]).toEqual([null, null]);
    expect(queue.ticket(7).reserve()).toBe('share');
    expect(queue.ticket(8).reserve()).toBeNull();
    const a = gate(log, 'a');
    const running = first.run(a.work);
    await tick();
    expect(log).toEqual(['a']);
    // Taken by a lane: no longer waiting, still the user's.
    expect(queue.waiting()).toBe(2);
    expect(queue.heldBy(7)).toBe(2);
    expect(queue.ticket(7).reserve()).toBe('share');
    a.finish();
    await running;
    expect(queue.heldBy(7)).toBe(1);
    expect(queue.ticket(7).reserve()).toBeNull();
  });

  it('starts the work (the decode) only when a lane is free, never more at once than lanes', async () => {
    const queue = createOcrQueue({ lanes: 2, capacity: 10, perOwner: 10 });
    const ticket = queue.ticket(1);
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    gates.forEach(() => ticket.reserve());
    const all = Promise.all(gates.map((g) => ticket.run(g.work)));
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect([queue.running(), queue.waiting()]).toEqual([2, 2]);
    gates[1]!.finish();
    await tick();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    gates.forEach((g) => g.finish());
    expect(await all).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running(), queue.waiting(), queue.heldBy(1)]).toEqual([0, 0, 0]);
  });

  it("takes turns between users: one user's burst does not make another's image wait behind it", async () => {
    const queue = createOcrQueue({ lanes: 1, capacity: 20, perOwner: 10 });
    const log: string[] = [];
    const burst = queue.ticket(1);
    const names = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'];
    names.forEach(() => burst.reserve());
    const jobs = names.map((name) => burst.run(async () => void log.push(name)));
    const late = queue.ticket(2);
    late.reserve();
    const organiser = late.run(async () => void log.push('o1'));
    await Promise.all([...jobs, organiser]);
    // m1 had the lane already; the other user's image goes next, not after m6.
    expect(log).toEqual(['m1', 'o1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('frees the lane and the share when the work fails', async () => {
    const queue = createOcrQueue({ lanes: 1, capacity: 5, perOwner: 5 });
    const ticket = queue.ticket(3);
    ticket.reserve();
    ticket.reserve();
    await expect(ticket.run(() => Promise.reject(new Error('dañada')))).rejects.toThrow('dañada');
    expect(await ticket.run(async () => 'siguiente')).toBe('siguiente');
    expect([queue.running(), queue.waiting(), queue.heldBy(3)]).toEqual([0, 0, 0]);
    await expect(ticket.run(async () => 'sin lugar')).rejects.toThrow('without a reservation');
  });
});
