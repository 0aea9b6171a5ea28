import { formatDateTimeShort, revealAt, RULEBOOK_VALUES } from '@liga/domain';
import { Countdown } from '../../../components/ui/countdown';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useNow } from '../../../lib/use-now';
import { seasonsMessages as m } from '../messages';

/**
 * When an offer made now is revealed: the next window close from the market gates' rule (the same
 * revealAt the server applies), with a live countdown and the exact date in a title.
 */
export function NextReveal() {
  const timeZone = useLeagueTimezone();
  const now = useNow(1000);
  const reveal = revealAt(new Date(now), timeZone);
  const exact = formatDateTimeShort(reveal, timeZone);
  return (
    <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900" data-testid="next-reveal">
      <span title={exact}>{m.revealNext(exact.slice(-5))}</span>{' '}
      <Countdown target={reveal} now={now} className="font-semibold" />
      <span className="mt-1 block text-xs text-sky-800">
        {m.revealRule(RULEBOOK_VALUES.REVEAL_HOURS.value)}
      </span>
    </p>
  );
}
