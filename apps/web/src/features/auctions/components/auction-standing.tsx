import { bidStanding, formatDateTimeShort, formatRelative } from '@liga/domain';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useNow } from '../../../lib/use-now';
import { auctionsMessages as m } from '../messages';

interface StandingProps {
  /** The caller's highest bid, null when they have none. */
  myBid: number | null;
  /** The auction's highest bid (or its opening). */
  highest: number;
  /** Only a running auction can still be won back. */
  active: boolean;
}

/** 'Te superaron' once someone bid more than the caller, 'Vas ganando' while theirs is the highest. */
export function AuctionStanding({ myBid, highest, active }: StandingProps) {
  const standing = bidStanding(myBid, highest);
  if (!active || standing === 'none') return null;
  return standing === 'outbid' ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      {m.outbid}
    </span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
      {m.leading}
    </span>
  );
}

/** A deadline as people say it ('cierra en 3 h'), the exact date in the title; it ticks by the minute. */
export function ClosesRelative({ at }: { at: string }) {
  const timeZone = useLeagueTimezone();
  const now = useNow(60_000, new Date(at).getTime());
  const past = new Date(at).getTime() <= now;
  return (
    <span title={formatDateTimeShort(at, timeZone)} className="whitespace-nowrap">
      {past ? m.closedAgo(formatRelative(at, now)) : m.closesRelative(formatRelative(at, now))}
    </span>
  );
}
