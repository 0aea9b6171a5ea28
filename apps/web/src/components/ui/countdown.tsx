import { formatCountdown, msUntil } from '@liga/domain';

interface Props {
  /** The instant counted down to. */
  target: Date;
  /** Date.now() of the caller's ticking clock (useNow), so one clock drives the page. */
  now: number;
  className?: string;
}

/** '2d 03:04:05' until the target, '00:00:00' once reached (formatCountdown). */
export function Countdown({ target, now, className = '' }: Props) {
  const ms = msUntil(target, new Date(now));
  return (
    <span role="timer" aria-live="off" className={`font-mono tabular-nums ${className}`}>
      {formatCountdown(ms)}
    </span>
  );
}
