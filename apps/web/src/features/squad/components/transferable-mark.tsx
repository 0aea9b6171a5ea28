import { squadMessages as m } from '../messages';

/** The 'Transferible' mark beside a player's name (decision 034): the squad and the players lists. */
export function TransferableMark() {
  return (
    <span className="ml-2 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-sky-900">
      {m.transferable}
    </span>
  );
}
