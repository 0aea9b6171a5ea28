import { ButtonLink } from '../../../components/ui/button';
import { betsMessages as m } from '../messages';
import { fixtureBetMessages as f } from '../fixture-messages';

/**
 * 'Apostar' while the bet takes stakes; a bet linked to a match that has kicked off or has its result
 * says 'Cerrada' instead of leading to a form the server would refuse (docs/rules.md §7.5).
 */
export function BetLink({ open, to, className }: { open: boolean; to: string; className?: string }) {
  if (!open) return <span className="self-center text-sm text-stone-500">{f.closed}</span>;
  return (
    <ButtonLink to={to} className={className}>
      {m.bet}
    </ButtonLink>
  );
}
