import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read';

/** A read whose answers the test releases one at a time; `value` is what the database holds now. */
function controlled() {
  const state = { value: 0, started: [] as number[], release: [] as (() => void)[] };
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = state.value; // the snapshot: taken when the read starts
      state.started.push(seen);
      state.release.push(() => resolve(seen));
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { state, read, tick };
}

describe('freshRead', () => {
  it('answers a call with a read started after it, never with one already under way', async () => {
    const { state, read, tick } = controlled();
    const version = freshRead(read);
    const first = version(); // starts a read at value 0
    state.value = 1; // a commit lands while it runs…
    const second = version(); // …and is seen by the caller: its answer must be 1, not 0
    state.release.shift()!();
    expect(await first).toBe(0);
    await tick();
    expect(state.started).toEqual([0, 1]);
    state.release.shift()!();
    expect(await second).toBe(1);
  });

  it('shares one read among the calls that arrive while another runs', async () => {
    const { state, read, tick } = controlled();
    const version = freshRead(read);
    const calls = [version(), version(), version(), version(), version()];
    state.release.shift()!();
    await tick();
    state.release.shift()!();
    expect(await Promise.all(calls)).toEqual([0, 0, 0, 0, 0]);
    expect(state.started).toHaveLength(2); // five calls, two reads
    // Idle again: the next call starts its own read at once.
    state.value = 7;
    const later = version();
    expect(state.started).toEqual([0, 0, 7]);
    state.release.shift()!();
    expect(await later).toBe(7);
  });

  it('passes a failed read to its callers and keeps reading afterwards', async () => {
    let reads = 0;
    const version = freshRead(async () => {
      reads += 1;
      if (reads === 1) throw new Error('sin conexión');
      return 'v2';
    });
    const [a, b] = [version(), version()];
    await expect(a).rejects.toThrow('sin conexión');
    await expect(b).resolves.toBe('v2');
    await expect(version()).resolves.toBe('v2');
  });
});
