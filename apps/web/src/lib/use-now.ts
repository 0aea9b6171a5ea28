import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` (countdowns, gates).
 * `until`: stop ticking once that instant has passed (a finished countdown needs no clock);
 * null: do not tick at all; undefined: tick for as long as the component lives.
 */
export function useNow(intervalMs = 1000, until?: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (until !== undefined && t >= until) clearInterval(id);
    }, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, until]);
  return now;
}
