import { PLAYER_STATUS_LABELS, type PlayerStatus } from '@liga/domain';

const tones: Record<string, string> = {
  registrado: 'bg-emerald-100 text-emerald-800',
  bloqueado: 'bg-red-100 text-red-800',
  restringido: 'bg-amber-100 text-amber-800',
  liberado: 'bg-sky-100 text-sky-800',
  nada: 'bg-stone-200 text-stone-700',
};

/** A player's status as stored (liberado, registrado …); '' reads 'sin modificar'. */
export function StatusBadge({ status }: { status: string }) {
  const label = PLAYER_STATUS_LABELS[status as PlayerStatus] ?? status;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[status] ?? 'bg-stone-100 text-stone-500'}`}
    >
      {label.toLowerCase()}
    </span>
  );
}
