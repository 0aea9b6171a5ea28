import { formatCurrency, formatDateTimeShort, SANCTION_KIND_LABELS, type SanctionView } from '@liga/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { sanctionsMessages as m } from '../messages';

/** One sanction: kind, team, link to its match, reason, fine and whether it was reverted. */
export function SanctionItem({ sanction: s, action }: { sanction: SanctionView; action?: ReactNode }) {
  const timeZone = useLeagueTimezone();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium text-stone-900">
          {SANCTION_KIND_LABELS[s.kind]} · {s.team.name}
          {s.reverted_at ? <span className="ml-2 text-xs text-stone-500">({m.reverted})</span> : null}
        </p>
        <p className="text-stone-700">{s.reason}</p>
        <p className="text-xs text-stone-500">
          {formatDateTimeShort(s.created_at, timeZone)}
          {s.match ? (
            <>
              {' · '}
              <Link className="underline" to={paths.match(s.match.id)}>
                {s.match.label}
              </Link>
            </>
          ) : null}
          {s.offer_id ? ` · oferta #${s.offer_id}` : null}
          {s.amount > 0 ? ` · ${m.fine} ${formatCurrency(s.amount)}` : null}
        </p>
        {s.revert_reason ? <p className="text-xs text-stone-500">{s.revert_reason}</p> : null}
      </div>
      {action}
    </li>
  );
}
