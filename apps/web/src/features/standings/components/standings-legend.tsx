import type { StandingTable } from '@liga/domain';
import { standingsMessages as m } from '../messages';
import { ZONE_COLOUR } from './zones';

interface Props {
  zones: StandingTable['zones'];
  /** Whether some place of the shown tables was decided by the head-to-head. */
  headToHead: boolean;
}

/** What the coloured bars and the mark beside a team mean (zones of the rule book's format). */
export function StandingsLegend({ zones, headToHead }: Props) {
  if (zones.length === 0 && !headToHead) return null;
  return (
    <div className="space-y-1 text-xs text-stone-600" aria-label={m.legendTitle} role="note">
      {zones.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {zones.map((z) => (
            <li key={z.kind} className="flex items-center gap-1.5">
              <span aria-hidden className={`inline-block h-3 w-1.5 rounded-sm ${ZONE_COLOUR[z.kind]}`} />
              {m.zoneRange(z.from, z.to)} {z.label}
            </li>
          ))}
        </ul>
      ) : null}
      {headToHead ? (
        <p>
          <span aria-hidden className="font-bold text-emerald-800">
            {m.headToHeadMark}
          </span>{' '}
          {m.headToHeadLegend}
        </p>
      ) : null}
    </div>
  );
}
