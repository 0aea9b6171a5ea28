import type { ClauseView } from '@liga/domain';
import { marketMessages as m } from '../messages';

/** One word for where an offer stands: confirmed, closed, still sealed or waiting for staff. */
export function clauseStatus(c: ClauseView): { label: string; tone: string } {
  if (c.confirmed === 'yes') return { label: m.statusConfirmed, tone: 'bg-emerald-100 text-emerald-800' };
  if (c.active === 'no') return { label: m.statusClosed, tone: 'bg-stone-200 text-stone-700' };
  if (!c.revealed) return { label: m.statusSealed, tone: 'bg-amber-100 text-amber-800' };
  return { label: m.statusPending, tone: 'bg-sky-100 text-sky-800' };
}
